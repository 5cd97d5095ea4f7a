import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const tablist = style({
  display: 'flex',
  gap: space.xs,
  padding: space.xs,
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
  width: 'fit-content',
  maxWidth: '100%',
  overflowX: 'auto',
  marginBottom: space.lg,
});

export const tab = style({
  minHeight: '40px',
  padding: `0 ${space.lg}`,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.color.shadow,
    },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style(kit.responsiveColumns('1fr', 'repeat(3, 1fr)', space.lg));

export const points = style({
  margin: `${space.xs} 0 0`,
  paddingLeft: space.lg,
  color: vars.color.textMuted,
  display: 'grid',
  gap: space.xs,
});

export const readTime = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  color: vars.color.textMuted,
  fontSize: '14px',
  fontWeight: 600,
  margin: 0,
});

export const noticeIcon = style({ verticalAlign: '-3px', marginRight: space.xs });
