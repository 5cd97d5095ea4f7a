import { style, styleVariants } from '@vanilla-extract/css';
import { layout, radius, space, vars } from '../theme/vars.css.ts';
import * as kit from '../ui/style-kit.ts';

export const bellWrap = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  borderRadius: radius.pill,
  background: vars.color.negative,
  color: '#fff',
  fontSize: '11px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const panelList = style({
  ...kit.stackList(space.xs),
  maxHeight: '320px',
  overflowY: 'auto',
  width: 'min(320px, calc(100vw - 32px))',
});

export const item = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
  fontSize: '14px',
  display: 'grid',
  gap: '2px',
});

/** An unread notice: tinted (the stripe on its left is its tone). */
export const unread = style({ background: vars.color.accentSoft, fontWeight: 600 });

export const time = style({ fontSize: '12px', color: vars.color.textMuted });

export const markAll = style({
  border: 0,
  background: 'transparent',
  color: vars.color.accent,
  fontWeight: 600,
  cursor: 'pointer',
  padding: `${space.xs} ${space.sm}`,
});

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});

/** Bottom-left (spec section 2), above the phone tab bar. */
export const toastRegion = style({
  position: 'fixed',
  left: space.lg,
  bottom: `calc(${layout.tabBarHeight} + ${space.lg})`,
  zIndex: 60,
  width: 'min(340px, calc(100vw - 32px))',
  '@media': { 'screen and (min-width: 960px)': { bottom: space.lg } },
});

const toastBase = style({
  ...kit.columns('1fr auto', space.xs),
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '5px',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.color.shadow,
});

const AMBER = '#c27803';

/**
 * Green left border for a BUY fill, red for a SELL one (spec section 2); amber for a warning (the
 * 80% margin alert), red for a loss, the border colour for a plain notice (a trader's own cancel).
 */
export const toast = styleVariants({
  BUY: [toastBase, { borderLeftColor: vars.color.positive }],
  SELL: [toastBase, { borderLeftColor: vars.color.negative }],
  warning: [toastBase, { borderLeftColor: AMBER, background: vars.color.warningSoft }],
  danger: [toastBase, { borderLeftColor: vars.color.negative }],
  neutral: [toastBase, { borderLeftColor: vars.color.textMuted }],
});

/** The same tones as a stripe on a bell item. */
export const itemTone = styleVariants({
  BUY: { borderLeft: `3px solid ${vars.color.positive}` },
  SELL: { borderLeft: `3px solid ${vars.color.negative}` },
  warning: { borderLeft: `3px solid ${AMBER}` },
  danger: { borderLeft: `3px solid ${vars.color.negative}` },
  neutral: { borderLeft: `3px solid ${vars.color.border}` },
});

export const toastTitle = style({ margin: 0, fontSize: '14px', fontWeight: 700 });
export const toastText = style({ margin: 0, fontSize: '14px', gridColumn: '1 / -1' });

export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: '18px',
  lineHeight: 1,
  padding: 0,
  width: '28px',
  height: '28px',
});
