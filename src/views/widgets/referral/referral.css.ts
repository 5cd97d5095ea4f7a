import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, font, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '1040px', minWidth: 0 });

export const switcher = style({
  display: 'inline-flex',
  width: 'fit-content',
  maxWidth: '100%',
  padding: space.xs,
  gap: space.xs,
  ...kit.framed('pill', vars.color.surfaceMuted),
});

export const switchTab = style({
  ...kit.bareButton,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.pill,
  fontSize: '15px',
  fontWeight: 600,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  // Both tabs stay on one line on a 320 px phone.
  '@media': { 'screen and (max-width: 359px)': { padding: `${space.sm} ${space.md}` } },
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.color.shadow,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const panel = style({ display: 'grid', gap: space.xl, minWidth: 0 });

export const grid = style(kit.sideBySide('3fr 2fr'));

export const card = style(kit.raisedCard);

export const cardTitle = style({ fontSize: '18px', margin: 0, letterSpacing: '-0.01em' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '14px' });

export const copyRow = style({
  ...kit.wrapRow(space.md),
  minWidth: 0,
});

export const code = style({
  fontFamily: font.mono,
  fontSize: 'clamp(24px, 5vw, 32px)',
  fontWeight: 700,
  letterSpacing: '0.12em',
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.md,
  border: `1px dashed ${vars.color.accent}`,
  background: vars.color.accentSoft,
  userSelect: 'all',
});

export const linkInput = style({
  flex: '1 1 260px',
  minWidth: 0,
  height: '44px',
  ...kit.control(),
  fontFamily: font.mono,
  fontSize: '14px',
});

export const copyButton = style({ minWidth: '120px', gap: space.sm });

export const fallback = style({ margin: 0, color: vars.color.warningText, fontSize: '14px' });

export const share = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const steps = style({
  ...kit.stackList(space.lg),
  counterReset: 'step',
});

export const step = style({
  ...kit.columns('36px 1fr', space.md),
  alignItems: 'start',
});

export const stepMark = style({
  width: '36px',
  height: '36px',
  borderRadius: radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
});

export const stepTitle = style({ margin: 0, fontWeight: 600 });
export const stepText = style({
  margin: `${space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: '14px',
});

export const summary = style(kit.columns('repeat(3, minmax(0, 1fr))', space.md));

export const figure = style({
  ...kit.card(space.lg),
  display: 'grid',
  gap: space.xs,
  minWidth: 0,
});

export const figureLabel = style({
  fontSize: '13px',
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const figureValue = style({
  fontSize: 'clamp(18px, 4vw, 26px)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });

export const caption = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: '14px',
  paddingBottom: space.sm,
});

export const th = style({
  textAlign: 'left',
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${space.md} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** Phones keep name, status and reward; email and join date go under the name. */
export const desktopColumn = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'table-cell' } },
});

export const phoneDetail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '13px',
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

/** The referee's step in words, under the status badge. */
export const stepNote = style({
  display: 'block',
  marginTop: space.xs,
  color: vars.color.textMuted,
  fontSize: '13px',
});

const badgeBase = style({
  ...kit.pill,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  Active: [badgeBase, kit.tone.positive],
  Pending: [badgeBase, kit.tone.warning],
});

export const empty = style({ display: 'grid', gap: space.md, justifyItems: 'start' });
