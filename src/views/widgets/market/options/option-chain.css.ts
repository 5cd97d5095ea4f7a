import { globalStyle, style } from '@vanilla-extract/css';
import { font, layout, space, vars } from '../../../theme/vars.css.ts';

/* The option chain's table: fixed row heights and layout, so it can be virtualised. */
export const chainScroller = style({
  overflow: 'auto',
  contain: 'strict',
  height: 'calc(100dvh - 320px)',
  maxHeight: 'calc(100dvh - 320px)',
  minHeight: '320px',
  // The chat launcher tucks away while this crosses its strip (launcher.css.ts).
  viewTimeline: `${layout.launcherCoverTimeline} block`,
});

export const chainTable = style({
  width: '100%',
  // Ten figures a side (24 h volume, open interest and the Greeks with the quotes): 12 px mono,
  // a little tighter, fits a deep call's '$10,013.00' in each column; narrower desktops scroll
  // sideways.
  minWidth: '1640px',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '12px',
  letterSpacing: '-0.02em',
});

export const chainRow = style({ height: '34px', cursor: 'pointer' });

export const chainHead = style({
  position: 'sticky',
  top: 0,
  height: '34px',
  boxSizing: 'border-box',
  zIndex: 1,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 600,
  padding: `${space.sm} ${space.sm}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const chainHeadLower = style([chainHead, { top: '34px' }]);
export const chainGroupHead = style([chainHead, { textAlign: 'center', color: vars.color.text }]);
export const chainTableCompact = style([
  chainTable,
  { minWidth: '0', fontSize: '12px', letterSpacing: '-0.02em' },
]);
globalStyle(`${chainTableCompact} td, ${chainTableCompact} th`, { paddingInline: '4px' });

export const chainCell = style({
  padding: `0 ${space.xs}`,
  height: '34px',
  boxSizing: 'border-box',
  overflow: 'hidden',
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: font.mono,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const strikeCell = style({
  padding: `0 ${space.md}`,
  height: '34px',
  boxSizing: 'border-box',
  textAlign: 'center',
  fontWeight: 700,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: font.mono,
});

export const itm = style({ background: vars.color.accentSoft });
export const atmRow = style({ outline: `2px solid ${vars.color.accent}`, outlineOffset: '-2px' });

export const sideLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 700,
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export { plainLink as strikeLink } from '../../../ui/link.css.ts';

/** A compact INR premium; hovering or focusing it shows the full amount above the cell. */
export const compactAmount = style({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  borderRadius: '4px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '1px' },
    '&:hover::after, &:focus::after': {
      content: 'attr(data-full)',
      position: 'absolute',
      right: 0,
      bottom: 'calc(100% + 4px)',
      zIndex: 3,
      padding: `2px ${space.sm}`,
      borderRadius: '4px',
      background: vars.color.text,
      color: vars.color.surface,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
    },
  },
});
// The compact cells fit their text; the full amount's popup may reach past the cell.
globalStyle(`${chainTableCompact} td`, { overflow: 'visible' });
