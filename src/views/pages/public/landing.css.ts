import { style } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../theme/vars.css.ts';

export const hero = style({
  padding: `${space.xxl} 0`,
  display: 'grid',
  gap: space.lg,
  maxWidth: '760px',
});

export const title = style({
  fontSize: 'clamp(34px, 6vw, 58px)',
  lineHeight: 1.05,
  letterSpacing: '-0.03em',
  margin: 0,
});

export const lead = style({ fontSize: '19px', color: vars.color.textMuted, margin: 0 });

export const features = style({ scrollMarginTop: '80px', paddingTop: space.xl });

export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const card = style({
  padding: space.xl,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ fontSize: '18px', marginBottom: space.sm });

export const cardText = style({ color: vars.color.textMuted, margin: 0 });
