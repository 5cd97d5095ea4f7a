import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const search = style({ position: 'relative', maxWidth: '560px', marginTop: space.sm });

export const searchIcon = style({
  position: 'absolute',
  left: space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '48px',
  ...kit.card(`0 ${space.md} 0 44px`, 'md'),
  color: vars.color.text,
  fontSize: '16px',
});

export const resultCount = style({ color: vars.color.textMuted, minHeight: '1.5em', margin: 0 });

export const categories = style(
  kit.responsiveColumns('minmax(0, 1fr)', 'repeat(2, minmax(0, 1fr))', space.xl),
);

export const category = style({ display: 'grid', alignContent: 'start', gap: space.md });

export const categoryTitle = style({
  ...kit.row(space.sm),
  fontSize: '20px',
  margin: 0,
});

const dotBase = style({ width: '10px', height: '10px', borderRadius: radius.pill, flexShrink: 0 });

export const dot = styleVariants({
  accent: [dotBase, { background: vars.color.accent }],
  positive: [dotBase, { background: vars.color.positive }],
  warning: [dotBase, { background: vars.color.warningText }],
  negative: [dotBase, { background: vars.color.negative }],
  neutral: [dotBase, { background: vars.color.textMuted }],
});

export const questions = style({ display: 'grid', gap: space.sm });

export const question = style(kit.framed('md'));

export const summary = style({
  padding: `${space.md} ${space.lg}`,
  cursor: 'pointer',
  fontWeight: 600,
  borderRadius: radius.md,
});

export const answer = style({
  margin: 0,
  padding: `0 ${space.lg} ${space.lg}`,
  color: vars.color.textMuted,
});
