import { style } from '@vanilla-extract/css';
import { space, vars } from '../../theme/vars.css.ts';

export const wrap = style({
  minHeight: '55vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  textAlign: 'center',
  gap: space.md,
});

export const code = style({
  fontSize: 'clamp(72px, 18vw, 140px)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.color.accent,
  margin: 0,
});

export const text = style({
  color: vars.color.textMuted,
  maxWidth: '44ch',
  margin: `0 auto ${space.md}`,
});
