import { style } from '@vanilla-extract/css';
import { space } from '../../theme/vars.css.ts';

export const consentRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  fontSize: '14px',
  lineHeight: 1.5,
});
