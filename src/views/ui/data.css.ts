import { style, styleVariants } from '@vanilla-extract/css';
import { space, vars } from '../theme/vars.css.ts';
import * as kit from './style-kit.ts';

/** A bordered box on the surface colour: cards and panels of the trading and wallet pages. */
export const surfaceBox = style(kit.framed('lg'));

/** Summary cards: two a row on phones, four on desktop. */
export const fourUp = style(
  kit.responsiveColumns('repeat(2, minmax(0, 1fr))', 'repeat(4, minmax(0, 1fr))', space.md),
);

/** A labelled control in a row of filters or inputs: the label above, muted. */
export const field = style({
  display: 'grid',
  gap: '2px',
  fontSize: '13px',
  color: vars.color.textMuted,
});

/** A table that scrolls sideways on its own when it is wider than the page. */
export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '14px',
});

const cell = {
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;
const head = { ...cell, textAlign: 'left', color: vars.color.textMuted, fontWeight: 600 } as const;

/** Column heads and cells; `compact` for tables with many columns. */
export const th = styleVariants({
  compact: { ...head, padding: `${space.sm} ${space.sm}` },
  roomy: { ...head, padding: `${space.sm} ${space.md}` },
});
export const td = styleVariants({
  compact: { ...cell, padding: `${space.sm} ${space.sm}` },
  roomy: { ...cell, padding: `${space.sm} ${space.md}` },
});

export const numeric = style({ textAlign: 'right' });

/** Previous, where the list is, and Next, at both ends of a line. */
export const pager = style(kit.spread(space.md));
