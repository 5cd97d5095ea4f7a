import { keyframes, style } from '@vanilla-extract/css';
import { space, vars } from '../../theme/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const screen = style({
  minHeight: '50vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: space.md,
  color: vars.color.textMuted,
});

export const fullPage = style({ minHeight: '100vh' });

export const spinner = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
