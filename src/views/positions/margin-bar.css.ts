import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../theme/vars.css.ts';

const AMBER = '#c27803';
const AMBER_DARK = '#f5b83d';

export const wrap = style({ display: 'grid', gap: space.xs, gridColumn: '1 / -1' });

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '13px',
  color: vars.color.textMuted,
});

export const figure = style({ fontWeight: 700, color: vars.color.text });

export const track = style({
  position: 'relative',
  height: '8px',
  borderRadius: radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const fillBase = style({ height: '100%', borderRadius: radius.pill, transition: 'width 0.3s' });

/** Neutral below 80%, amber from 80%, red from 90% (the bar's machine decides which). */
export const fill = styleVariants({
  safe: [fillBase, { background: vars.color.positive }],
  warning: [
    fillBase,
    { background: AMBER, selectors: { ':root.dark &': { background: AMBER_DARK } } },
  ],
  danger: [fillBase, { background: vars.color.negative }],
});

/** Ticks at 80% and 90%, where the colours change. */
export const tick = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '2px',
  background: vars.color.surface,
});

export const note = styleVariants({
  safe: { margin: 0, fontSize: '13px', color: vars.color.textMuted },
  warning: { margin: 0, fontSize: '13px', fontWeight: 600, color: vars.color.warningText },
  danger: { margin: 0, fontSize: '13px', fontWeight: 600, color: vars.color.negative },
});
