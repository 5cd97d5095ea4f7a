import { style } from '@vanilla-extract/css';
import { layout, radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const banner = style({
  position: 'fixed',
  zIndex: 45,
  top: layout.headerHeight,
  left: '50%',
  transform: 'translateX(-50%)',
  ...kit.row(space.sm),
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.pill,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.color.shadow,
  fontWeight: 600,
  maxWidth: 'calc(100vw - 32px)',
});

export const reload = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  border: 'none',
  borderRadius: radius.sm,
  padding: `${space.xs} ${space.md}`,
  background: vars.color.accent,
  color: '#ffffff',
  fontWeight: 700,
  cursor: 'pointer',
});

export const fallback = style({
  maxWidth: '560px',
  margin: `${space.xxl} auto`,
  padding: space.xl,
  display: 'grid',
  gap: space.md,
  justifyItems: 'start',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});

export const title = style({ fontSize: '20px', margin: 0 });
