import { style, styleVariants } from '@vanilla-extract/css';
import { layout, radius, space, vars } from '../theme/vars.css.ts';

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
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
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

export const unread = style({ boxShadow: `inset 3px 0 0 ${vars.color.accent}` });

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
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: space.xs,
  padding: `${space.md} ${space.lg}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '5px',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.color.shadow,
});

/** Green left border for BUY, red for SELL (spec section 2). */
export const toast = styleVariants({
  BUY: [toastBase, { borderLeftColor: vars.color.positive }],
  SELL: [toastBase, { borderLeftColor: vars.color.negative }],
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
