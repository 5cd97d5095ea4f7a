import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/vars.css.ts';

/** A link inside text or a table cell that looks like its surroundings until hovered. */
export const plainLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A stand-alone link in the accent colour with an icon, tall enough to tap. */
export const accentLink = style([
  plainLink,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    minHeight: '44px',
    color: vars.color.accent,
    fontWeight: 600,
  },
]);
