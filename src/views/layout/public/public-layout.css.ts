import { style } from '@vanilla-extract/css';
import { layout, space } from '../../theme/vars.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: layout.contentWidth,
  margin: '0 auto',
  padding: `${space.xl} ${space.lg}`,
});
