import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../theme/vars.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const meter = style({ display: 'grid', gap: space.xs, marginTop: space.xs });

export const bars = style(kit.columns('repeat(4, 1fr)', space.xs));

const barBase = style({ height: '4px', borderRadius: radius.pill });

export const bar = styleVariants({
  empty: [barBase, { background: vars.color.surfaceMuted }],
  weak: [barBase, { background: vars.color.negative }],
  strong: [barBase, { background: vars.color.positive }],
});

export const label = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted });
