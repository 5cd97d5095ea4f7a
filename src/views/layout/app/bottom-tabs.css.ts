import { style } from '@vanilla-extract/css';
import { breakpoints, layout, vars } from '../../theme/vars.css.ts';

export const bar = style({
  position: 'fixed',
  inset: 'auto 0 0 0',
  zIndex: 30,
  height: layout.tabBarHeight,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const tab = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '2px',
  fontSize: '12px',
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.textMuted,
  selectors: { '&[aria-current="page"]': { color: vars.color.accent } },
});
