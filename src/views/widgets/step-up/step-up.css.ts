import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';

export const dialog = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  width: 'min(420px, calc(100vw - 32px))',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } },
});

export const body = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: radius.lg,
  padding: space.xl,
  display: 'grid',
  gap: space.md,
});

export const title = style({ margin: 0, fontSize: '1.15rem' });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
