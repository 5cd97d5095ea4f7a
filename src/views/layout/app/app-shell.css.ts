import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, layout, radius, space, vars } from '../../theme/vars.css.ts';
import { iconButton } from '../../ui/button.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const header = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 30,
  height: layout.headerHeight,
  background: vars.color.page,
  borderBottom: '1px solid transparent',
  transition: 'box-shadow 150ms ease, background-color 150ms ease',
});

export const headerSolid = style({
  background: vars.color.surface,
  borderBottomColor: vars.color.border,
  boxShadow: vars.color.shadow,
});

/** Phones narrower than 360 px (older and small ones): the header's controls fit closer. */
const narrowPhone = 'screen and (max-width: 359px)';
/** Phones up to 419 px (a 390 px one): the bar's margins give the seven controls their room. */
const phone = 'screen and (max-width: 419px)';

export const bar = style({
  height: '100%',
  padding: `0 ${space.lg}`,
  ...kit.row(space.md),
  '@media': { [phone]: { padding: `0 ${space.sm}`, gap: space.sm } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
});

export const phoneOnly = style({
  display: 'flex',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const nav = style([desktopOnly, { gap: space.xs, marginLeft: space.lg }]);

export const navLink = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  textDecoration: 'none',
  fontWeight: 500,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSoft },
  },
});

export const tools = style({
  marginLeft: 'auto',
  ...kit.row(space.sm),
});

export const phoneTools = style({ gap: '4px', '@media': { [narrowPhone]: { gap: '2px' } } });

/**
 * The phone header's seven controls (the bell joined the six) fit a 390 px and a 320 px screen:
 * the icon buttons a little smaller there (36 px, 32 px on the narrowest phones).
 */
globalStyle(`${phoneTools} ${iconButton}`, {
  width: '36px',
  height: '36px',
  '@media': { [narrowPhone]: { width: '32px', height: '32px' } },
});

export const main = styleVariants({
  trading: {
    padding: `calc(${layout.headerHeight} + ${space.lg}) ${space.lg} calc(${layout.tabBarHeight} + ${space.lg})`,
    '@media': { [breakpoints.desktop]: { paddingBottom: space.xl } },
  },
  account: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: `calc(${layout.headerHeight} + ${space.xl}) ${space.lg} calc(${layout.tabBarHeight} + ${space.lg})`,
    '@media': { [breakpoints.desktop]: { paddingBottom: space.xl } },
  },
});
