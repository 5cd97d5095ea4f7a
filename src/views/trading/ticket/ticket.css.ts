import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, font, layout, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgba(10, 13, 19, 0.35)',
  '@media': { [breakpoints.desktop]: { background: 'rgba(10, 13, 19, 0.12)' } },
});

/** A bottom sheet on a phone, a side panel on the right from 960 px. */
export const sheet = style({
  position: 'fixed',
  zIndex: 41,
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '92dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.text,
  borderTopLeftRadius: radius.lg,
  borderTopRightRadius: radius.lg,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.color.shadow,
  padding: `${space.md} ${space.lg} ${space.xl}`,
  '@media': {
    [breakpoints.desktop]: {
      left: 'auto',
      top: layout.headerHeight,
      width: '420px',
      maxHeight: 'none',
      borderRadius: 0,
      borderTop: 'none',
      borderLeft: `1px solid ${vars.color.border}`,
      padding: `${space.lg} ${space.xl} ${space.xl}`,
    },
  },
});

export const grabber = style({
  width: 40,
  height: 4,
  borderRadius: radius.pill,
  background: vars.color.border,
  margin: `0 auto ${space.sm}`,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.md,
});

export const heading = style({ margin: 0, fontSize: '20px', lineHeight: 1.2 });
export const muted = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });

export const closeButton = style({
  ...kit.bareButton,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': kit.focusOutline },
});

export const form = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: space.md,
});

export const sideSwitch = style(kit.columns('1fr 1fr', space.sm));

const sideBase = style({
  ...kit.bareButton,
  textAlign: 'center',
  padding: `${space.sm} 0`,
  borderRadius: radius.md,
  fontWeight: 700,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const sideButton = styleVariants({
  BUY: [
    sideBase,
    {
      selectors: {
        '&[aria-pressed="true"]': {
          background: vars.color.positive,
          borderColor: vars.color.positive,
          color: '#fff',
        },
      },
    },
  ],
  SELL: [
    sideBase,
    {
      selectors: {
        '&[aria-pressed="true"]': {
          background: vars.color.negative,
          borderColor: vars.color.negative,
          color: '#fff',
        },
      },
    },
  ],
});

export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontSize: '13px', fontWeight: 600, color: vars.color.textMuted });

export const input = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 40,
  ...kit.control(),
  fontFamily: font.mono,
  fontSize: '15px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const stepper = style(kit.columns('40px 1fr 40px', space.xs));

export const stepButton = style({
  ...kit.bareButton,
  textAlign: 'center',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: '18px',
  lineHeight: '38px',
  selectors: {
    '&:focus-visible': kit.focusOutline,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space.sm });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const preset = style({
  ...kit.bareButton,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: '13px',
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&:focus-visible': kit.focusOutline,
  },
});

export const slider = style({ width: '100%', accentColor: vars.color.accent });

export const check = style({
  ...kit.row(space.sm),
  fontSize: '14px',
});

export const figures = style({
  ...kit.columns('1fr auto', `${space.xs} ${space.md}`),
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
  fontSize: '14px',
});
globalStyle(`${figures} dt`, { color: vars.color.textMuted });
globalStyle(`${figures} dd`, { margin: 0, textAlign: 'right', fontFamily: font.mono });

export const strong = style({ fontWeight: 700, color: vars.color.text });
export const negative = style({ color: vars.color.negative });
export const positive = style({ color: vars.color.positive });

export const breakdown = style({ fontSize: '13px' });
globalStyle(`${breakdown} summary`, { cursor: 'pointer', fontWeight: 600 });

export const alert = style({
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.border}`,
  fontSize: '14px',
});

export const success = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.positive}`,
  fontSize: '14px',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
globalStyle(`${actions} > *`, { flex: '1 1 auto' });

export const payoff = style({ width: '100%', height: 'auto', display: 'block' });

/**
 * The step's words (a refusal, the confirm line) and its buttons stay in view at the foot of the
 * drawer and of the phone sheet, so Confirm is never below the fold.
 */
export const pinned = style({
  display: 'grid',
  gap: space.sm,
  position: 'sticky',
  bottom: `calc(-1 * ${space.xl})`,
  zIndex: 1,
  margin: `0 calc(-1 * ${space.lg})`,
  padding: `${space.sm} ${space.lg} ${space.xl}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [breakpoints.desktop]: {
      margin: `0 calc(-1 * ${space.xl})`,
      padding: `${space.sm} ${space.xl} ${space.xl}`,
    },
  },
});

export const leverageRow = style(kit.spread(space.sm));

export const leverageTyped = style({
  ...kit.row(space.xs),
  width: 96,
  fontWeight: 600,
});
