import { style, styleVariants } from '@vanilla-extract/css';
import { volume } from '../../../content/landing.ts';
import { breakpoints, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const hero = style({
  padding: `${space.xxl} 0 ${space.xl}`,
  display: 'grid',
  gap: space.lg,
  maxWidth: '800px',
});

export const eyebrow = style({
  width: 'fit-content',
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '14px',
  margin: 0,
});

export const title = style({
  fontSize: 'clamp(34px, 6vw, 60px)',
  lineHeight: 1.05,
  letterSpacing: '-0.03em',
  margin: 0,
});

export const lead = style({ fontSize: '19px', color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', gap: space.md, flexWrap: 'wrap' });

export const banner = style({
  marginTop: space.xl,
  padding: space.xl,
  borderRadius: radius.lg,
  background: vars.color.accent,
  color: vars.color.onAccent,
  display: 'grid',
  gap: space.xl,
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: '1.2fr 1fr',
      alignItems: 'center',
      padding: space.xxl,
    },
  },
});

export const bannerText = style({ display: 'grid', gap: space.md, justifyItems: 'start' });

export const bannerTitle = style({
  fontSize: 'clamp(22px, 3vw, 30px)',
  lineHeight: 1.2,
  margin: 0,
});

export const bannerLead = style({ margin: 0, opacity: 0.92 });

export const bannerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${space.lg}`,
  borderRadius: radius.md,
  background: vars.color.onAccent,
  color: vars.color.accent,
  fontWeight: 700,
  textDecoration: 'none',
});

export const stats = style({
  display: 'grid',
  // Three across; on a phone narrower than about 360 px the third goes below.
  gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))',
  gap: space.md,
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.xs,
  padding: space.md,
  borderRadius: radius.md,
  border: '1px solid currentColor',
});

export const statValue = style({
  margin: 0,
  fontSize: 'clamp(22px, 4vw, 32px)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const statLabel = style({ fontSize: '14px', opacity: 0.92 });

export const section = style({
  paddingTop: space.xxl,
  marginTop: space.xl,
  scrollMarginTop: '72px',
});

export const sectionTitle = style({
  fontSize: 'clamp(26px, 3.5vw, 36px)',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  marginBottom: space.sm,
});

export const sectionLead = style({
  color: vars.color.textMuted,
  fontSize: '17px',
  maxWidth: '60ch',
  marginBottom: space.xl,
});

export const grid = style({
  ...kit.columns('1fr', space.lg),
  ...kit.bareList,
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style(kit.card(space.xl));

export const icon = style({
  ...kit.iconTile,
  color: vars.color.text,
  marginBottom: space.md,
});

export const cardTitle = style({ fontSize: '18px', lineHeight: 1.3, marginBottom: space.sm });

export const cardText = style({ color: vars.color.textMuted, margin: 0 });

export const split = style([
  section,
  {
    display: 'grid',
    gap: space.xl,
    '@media': {
      [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
    },
  },
]);

export const leverageIntro = style({ display: 'grid', alignContent: 'start' });

export const bigNumber = style({
  fontSize: 'clamp(64px, 12vw, 120px)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.05em',
  color: vars.color.accent,
  margin: `0 0 ${space.md}`,
});

export const warning = style({
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  margin: 0,
});

export const pointList = style(kit.stackList(space.md));

export const point = style({
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
});

export const chart = style({
  margin: 0,
  ...kit.card(space.xl),
});

export const chartCaption = style({
  fontWeight: 600,
  marginBottom: space.lg,
});

export const bars = style(kit.stackList(space.md));

export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track"',
  gap: space.xs,
  alignItems: 'center',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: '200px 1fr 72px',
      gridTemplateAreas: '"label track value"',
      gap: space.lg,
    },
  },
});

export const barLabel = style({ gridArea: 'label', fontWeight: 600 });

export const barTrack = style({
  gridArea: 'track',
  height: '28px',
  borderRadius: radius.sm,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  height: '100%',
  borderRadius: radius.sm,
  background: vars.color.textMuted,
});

export const barFillHighlight = style([barFill, { background: vars.color.accent }]);

const maxVolume = Math.max(...volume.bars.map((bar) => bar.billionsInr));
/**
 * Each bar's length, by its label, as static CSS: the prerendered page has no inline style
 * attribute, which the Content-Security-Policy would block.
 */
export const barWidth = styleVariants(
  Object.fromEntries(
    volume.bars.map((bar) => [bar.label, { width: `${(bar.billionsInr / maxVolume) * 100}%` }]),
  ),
);

export const barValue = style({
  gridArea: 'value',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const mobileOnly = style({
  marginTop: space.xxl,
  padding: space.xl,
  borderRadius: radius.lg,
  background: vars.color.accentSoft,
  display: 'grid',
  gap: space.sm,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const storeList = style({
  display: 'flex',
  gap: space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `${space.sm} 0 0`,
});

export const storeBadge = style({
  ...kit.card(`${space.xs} ${space.md}`, 'pill'),
  fontWeight: 600,
  fontSize: '14px',
});
