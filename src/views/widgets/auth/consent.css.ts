import { style } from '@vanilla-extract/css';
import { space } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const consentRow = style({
  ...kit.row(space.sm, 'flex-start'),
  fontSize: '14px',
  lineHeight: 1.5,
});
