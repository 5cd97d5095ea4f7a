import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const form = style({ display: 'grid', gap: space.lg });

export const field = style({ display: 'grid', gap: space.xs });

export const label = style({ fontWeight: 600, fontSize: '15px' });

export const input = style({
  width: '100%',
  minHeight: '44px',
  ...kit.card(`${space.sm} ${space.md}`, 'md', vars.color.page),
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style([input, { minHeight: '140px', resize: 'vertical' }]);

export const fieldError = style({ color: vars.color.negative, fontSize: '14px', margin: 0 });

export const row = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });

export const signupRow = style({
  ...kit.columns('minmax(0, 1fr) auto', space.sm),
  alignItems: 'start',
});

export const success = style({
  ...kit.callout(vars.color.positive, vars.color.text),
  margin: 0,
});

export const successIcon = style({ color: vars.color.positive, flexShrink: 0, marginTop: '2px' });

export const failure = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.negative}`,
  color: vars.color.negative,
  background: vars.color.surface,
  margin: 0,
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});
