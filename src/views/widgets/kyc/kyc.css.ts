import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '960px' });

export const header = style({ display: 'grid', gap: space.sm });

export const title = style({
  fontSize: 'clamp(26px, 4vw, 34px)',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  margin: 0,
});

export const lead = style({ color: vars.color.textMuted, margin: 0, maxWidth: '64ch' });

export const columns = style(kit.sideBySide('280px 1fr'));

export const card = style(kit.raisedCard);

// An empty live region stays in the page (to announce what comes) but takes no grid gap.
globalStyle(`${card} > [role="status"]:empty`, { position: 'absolute' });

export const cardTitle = style({ fontSize: '20px', margin: 0, letterSpacing: '-0.01em' });

export const stepper = style(kit.stackList(space.sm));

const stepBase = style({
  ...kit.columns('32px 1fr', space.md),
  alignItems: 'center',
  padding: space.md,
  borderRadius: radius.md,
  border: '1px solid transparent',
});

export const step = styleVariants({
  done: [stepBase],
  current: [stepBase, { borderColor: vars.color.accent, background: vars.color.accentSoft }],
  todo: [stepBase, { color: vars.color.textMuted }],
});

const markBase = style({
  width: '32px',
  height: '32px',
  borderRadius: radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: '14px',
});

export const stepMark = styleVariants({
  done: [markBase, { background: vars.color.positive, color: '#fff' }],
  current: [markBase, { background: vars.color.accent, color: vars.color.onAccent }],
  todo: [markBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});

export const stepName = style({ fontWeight: 600, margin: 0 });

export const stepDetail = style({
  margin: 0,
  fontSize: '13px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const details = style({
  ...kit.columns('minmax(110px, max-content) 1fr', `${space.sm} ${space.lg}`),
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: '14px' });

export const definition = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

const badgeBase = style({
  ...kit.pill,
  width: 'fit-content',
});

export const badge = styleVariants({
  verified: [badgeBase, kit.tone.positive],
  in_progress: [badgeBase, kit.tone.warning],
  none: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  rejected: [badgeBase, { background: 'rgba(196, 43, 49, 0.12)', color: vars.color.negative }],
});

export const actions = style(kit.wrapRow(space.md));

export const grid2 = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const missing = style({ margin: 0, paddingLeft: space.xl, color: vars.color.textMuted });
