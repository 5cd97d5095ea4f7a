import { style } from '@vanilla-extract/css';
import { breakpoints, font, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const strip = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: space.md,
  marginTop: space.lg,
  ...kit.card(`${space.md} ${space.lg}`),
});

export const stripTitle = style({ fontSize: '15px', margin: 0 });

/** Its height is kept before the prices come, so nothing moves when they do. */
export const stripBody = style({
  gridColumn: '1 / -1',
  gridRow: 2,
  minHeight: '104px',
  '@media': { [breakpoints.desktop]: { minHeight: '44px' } },
});

export { accentLink as stripLink } from '../../ui/link.css.ts';

export const list = style({
  ...kit.bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
  gap: `${space.sm} ${space.lg}`,
});

export const coin = style({
  ...kit.wrapRow(`0 ${space.sm}`, 'baseline'),
  fontFamily: font.mono,
  fontSize: '14px',
});

export const coinName = style({ fontWeight: 700, fontFamily: 'inherit', minWidth: '3ch' });

export const waiting = style({ color: vars.color.textMuted });
