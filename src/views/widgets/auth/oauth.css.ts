import { style } from '@vanilla-extract/css';
import { space, vars } from '../../theme/vars.css.ts';

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
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
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  color: vars.color.textMuted,
  margin: 0,
});
