import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../theme/vars.css.ts';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '20px',
  letterSpacing: '-0.02em',
  color: vars.color.text,
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
