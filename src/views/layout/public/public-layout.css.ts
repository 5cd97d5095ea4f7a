import { style } from '@vanilla-extract/css';
import { layout, space } from '../../theme/vars.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  // A page's chunk loads after the layout: keeping the footer below the fold until then means
  // nothing visible moves when the page arrives (no layout shift).
  minHeight: `calc(100vh - ${layout.headerHeight})`,
  maxWidth: layout.contentWidth,
  margin: '0 auto',
  padding: `${space.xl} ${space.lg}`,
});
