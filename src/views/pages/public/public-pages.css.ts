import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

/** Shared building blocks of the public pages (about, contact, guide, API, legal, help). */

export const pageHeader = style({ display: 'grid', gap: space.md, marginBottom: space.xxl });

export const eyebrow = style({
  display: 'inline-flex',
  width: 'fit-content',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: '14px',
  fontWeight: 600,
  margin: 0,
});

export const title = style({
  fontSize: 'clamp(30px, 5vw, 46px)',
  lineHeight: 1.1,
  letterSpacing: '-0.025em',
  margin: 0,
});

export const lead = style({
  fontSize: '18px',
  color: vars.color.textMuted,
  maxWidth: '64ch',
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted });

export const section = style({ marginTop: space.xxl, scrollMarginTop: '88px' });

export const sectionTitle = style({
  fontSize: 'clamp(22px, 3vw, 28px)',
  letterSpacing: '-0.015em',
  lineHeight: 1.2,
  marginBottom: space.lg,
});

export const grid = styleVariants({
  two: {
    ...kit.responsiveColumns('1fr', 'repeat(2, 1fr)', space.lg),
  },
  three: {
    ...kit.responsiveColumns('1fr', 'repeat(3, 1fr)', space.lg),
  },
  four: {
    ...kit.columns('1fr', space.lg),
    '@media': {
      'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
      [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  ...kit.card(space.xl),
  display: 'grid',
  alignContent: 'start',
  gap: space.sm,
});

export const cardTitle = style({ fontSize: '18px', lineHeight: 1.3, margin: 0 });

export const cardText = style({ color: vars.color.textMuted, margin: 0 });

export const cardValue = style({ fontWeight: 700, fontSize: '17px', margin: 0 });

export const iconBadge = style({
  ...kit.iconTile,
  color: vars.color.accent,
});

export const prose = style({ maxWidth: '72ch' });
globalStyle(`${prose} p`, { color: vars.color.textMuted });
globalStyle(`${prose} li`, { color: vars.color.textMuted, marginBottom: space.xs });

export const notice = style({
  ...kit.card(space.lg, 'lg', vars.color.warningSoft),
  color: vars.color.warningText,
  display: 'grid',
  gap: space.xs,
});

export const noticeTitle = style({ fontWeight: 700, margin: 0, fontSize: '16px' });

export const noticeText = style({ margin: 0 });

export const ctaBand = style({
  marginTop: space.xxl,
  ...kit.card(`${space.xxl} ${space.xl}`, 'lg', vars.color.accentSoft),
  display: 'grid',
  gap: space.md,
  justifyItems: 'start',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
    },
  },
});

export const ctaTitle = style({ fontSize: '22px', lineHeight: 1.25, margin: 0 });

/** Two columns on desktop: a narrow side (contents, office) and the main column. */
export const withSide = style({
  ...kit.columns('minmax(0, 1fr)', space.xl),
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const sticky = style({
  '@media': { [breakpoints.desktop]: { position: 'sticky', top: '88px' } },
});

export const toc = style(kit.card(space.lg));

export const tocTitle = style({
  fontSize: '14px',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  marginBottom: space.sm,
});

export const tocList = style({
  ...kit.bareList,
  display: 'grid',
  gap: '2px',
});

export const tocLink = style({
  display: 'block',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  textDecoration: 'none',
  color: vars.color.text,
  fontSize: '15px',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const clauses = style({ display: 'grid', gap: space.md, margin: 0 });

export const clause = style(kit.columns('64px minmax(0, 1fr)', space.sm));

export const clauseNumber = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const clauseText = style({ margin: 0 });

export const term = style({ fontWeight: 700, color: vars.color.text });

export const updated = style({ color: vars.color.textMuted, fontSize: '14px', margin: 0 });

export const waitlist = style({ maxWidth: '480px', marginTop: space.sm });

export const address = style([card, { fontStyle: 'normal' }]);

/** The contact page: offices beside the message form on desktop, stacked on a phone. */
export const contactLayout = style({
  ...kit.columns('minmax(0, 1fr)', space.xl),
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.8fr)',
      alignItems: 'start',
    },
  },
});

export const stack = style({ display: 'grid', gap: space.lg });
