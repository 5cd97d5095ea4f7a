import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const toggle = style({
  display: 'inline-flex',
  padding: '3px',
  gap: '2px',
  ...kit.framed('md'),
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: '12px',
  height: '40px',
  alignItems: 'center',
});

export const option = style({ padding: '6px 8px', borderRadius: radius.sm });

export const active = style({ background: vars.color.accent, color: vars.color.onAccent });
