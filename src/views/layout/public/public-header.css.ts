import { style } from '@vanilla-extract/css';
import { breakpoints, layout, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.headerGlass,
  backdropFilter: 'blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: layout.contentWidth,
  margin: '0 auto',
  height: layout.headerHeight,
  padding: `0 ${space.lg}`,
  ...kit.row(space.lg),
});

export const nav = style({
  display: 'none',
  gap: space.xs,
  marginLeft: space.xl,
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
});

export const navLink = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  textDecoration: 'none',
  color: vars.color.textMuted,
  fontWeight: 500,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.text },
  },
});

export const actions = style({
  marginLeft: 'auto',
  ...kit.row(space.sm),
});

export const desktopOnly = style({
  display: 'none',
  gap: space.sm,
  '@media': { [breakpoints.desktop]: { display: 'inline-flex' } },
});

export const phoneOnly = style({
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: space.lg,
  display: 'grid',
  gap: space.xs,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const mobileLink = style([
  navLink,
  { padding: `${space.md} ${space.md}`, color: vars.color.text, fontSize: '17px' },
]);

export const mobileActions = style({
  ...kit.columns('1fr 1fr', space.sm),
  marginTop: space.md,
});
