import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';

/** Off screen until focused: then the first thing on the page, above the fixed header. */
export const skipLink = style({
  position: 'fixed',
  top: space.sm,
  left: space.sm,
  zIndex: 1000,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

// Focus moved there by the app (skip link, navigation) marks no ring on a heading or region.
globalStyle('main:focus, h1[tabindex="-1"]:focus', { outline: 'none' });
