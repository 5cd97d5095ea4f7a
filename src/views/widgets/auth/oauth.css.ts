import { style } from '@vanilla-extract/css';
import { space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const divider = style({
  ...kit.row(space.md),
  margin: `${space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: '13px',
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const google = style({ width: '100%', minHeight: '46px' });

export const status = style({
  ...kit.row(space.sm),
  color: vars.color.textMuted,
  margin: 0,
});

export const choices = style({
  ...kit.columns('repeat(auto-fit, minmax(130px, 1fr))', space.sm),
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  fontWeight: 600,
  fontSize: '14px',
  padding: 0,
  marginBottom: space.xs,
});

export const choice = style({
  ...kit.row(space.sm),
  minHeight: '44px',
  minWidth: 0,
  padding: `0 ${space.sm}`,
  borderRadius: '10px',
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: '15px',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});

export const select = style({
  height: '44px',
  padding: `0 ${space.md}`,
  borderRadius: '10px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
