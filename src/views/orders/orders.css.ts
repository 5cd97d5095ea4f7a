import { globalStyle, style } from '@vanilla-extract/css';
import { radius, space, vars } from '../theme/vars.css.ts';
import * as data from '../ui/data.css.ts';
import * as kit from '../ui/style-kit.ts';
export const { table, numeric, field } = data;
export const th = data.th.compact;
export const td = data.td.compact;

export const page = style(kit.columns('minmax(0, 1fr)', space.xl));

export const panel = style({
  ...kit.framed('lg'),
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  // Wide tables scroll inside the panel instead of stretching it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
});

export const bar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: space.md,
  flexWrap: 'wrap',
});

export const filters = style(kit.wrapRow(space.sm, 'flex-end'));

export const control = style({
  minHeight: '40px',
  ...kit.control(),
  minWidth: '8em',
});

export const timeCell = style({ whiteSpace: 'nowrap' });
export const buy = style({ color: vars.color.positive, fontWeight: 700 });
export const sell = style({ color: vars.color.negative, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const linkButton = style({
  border: 0,
  background: 'transparent',
  color: vars.color.accent,
  fontWeight: 600,
  cursor: 'pointer',
  padding: `${space.xs} 0`,
  textDecoration: 'underline',
});

export const skeletonRow = style({
  height: '36px',
  borderRadius: radius.sm,
  background: vars.color.surfaceMuted,
});

export const confirm = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.negative}`,
  ...kit.row(space.sm),
  flexWrap: 'wrap',
});

export const dialog = style(kit.dialog('min(640px, calc(100vw - 32px))'));

/** The contract note and the statement: what the print stylesheet keeps. */
export const printable = style({
  ...kit.sheet,
  maxHeight: '90vh',
  overflowY: 'auto',
  minWidth: 0,
  display: 'grid',
  gap: space.md,
});

export const noteGrid = style({
  ...kit.columns('max-content minmax(0, 1fr)', `${space.xs} ${space.lg}`),
  margin: 0,
});

globalStyle(`${noteGrid} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const noPrint = style({});

globalStyle(`body:has(${printable}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printable}, ${printable} *`, {
  '@media': { print: { visibility: 'visible', color: '#000', background: '#fff' } },
});
globalStyle(printable, {
  '@media': {
    print: { position: 'absolute', inset: 0, maxHeight: 'none', width: '100%', boxShadow: 'none' },
  },
});
globalStyle(`${printable} ${noPrint}`, { '@media': { print: { display: 'none' } } });

const phone = 'screen and (max-width: 719px)';

/**
 * The orders table as cards on a phone: one card per order, each cell a labelled line and the
 * Cancel button in full view; the header row goes (its cells' labels move into the cards). On
 * wider screens it stays a table whose header cells contain their visually hidden labels (an
 * absolute label escaping the scroller widened the whole page to 774 px).
 */
export const cardTable = style({
  '@media': { [phone]: { display: 'block' } },
});
globalStyle(`${cardTable} th`, { position: 'relative' });
globalStyle(`${cardTable} thead`, { '@media': { [phone]: { display: 'none' } } });
globalStyle(`${cardTable} tbody`, {
  '@media': { [phone]: { display: 'grid', gap: space.sm } },
});
globalStyle(`${cardTable} tr`, {
  '@media': {
    [phone]: {
      ...kit.columns('minmax(0, 1fr) minmax(0, 1fr)', `${space.xs} ${space.md}`),
      ...kit.card(space.md, 'md', vars.color.page),
    },
  },
});
globalStyle(`${cardTable} td`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gap: '2px',
      padding: 0,
      border: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      minWidth: 0,
    },
  },
});
globalStyle(`${cardTable} td[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      fontSize: '12px',
      fontWeight: 600,
      color: vars.color.textMuted,
    },
  },
});

/** The card's action: a full-width button on a phone. */
export const actionCell = style({
  '@media': { [phone]: { gridColumn: '1 / -1' } },
});
globalStyle(`${actionCell} button`, {
  '@media': {
    [phone]: {
      width: '100%',
      minHeight: '40px',
      borderRadius: radius.md,
      border: `1px solid ${vars.color.border}`,
      textDecoration: 'none',
    },
  },
});

export const brackets = style({ display: 'grid', gap: space.xs });
export const bracketsTitle = style({ fontSize: '15px', margin: 0 });
export const bracketList = style({
  margin: 0,
  paddingLeft: space.lg,
  display: 'grid',
  gap: space.xs,
  overflowWrap: 'anywhere',
});
