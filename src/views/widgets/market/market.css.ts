import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, font, layout, radius, space, vars } from '../../theme/vars.css.ts';
import { accentLink, plainLink } from '../../ui/link.css.ts';
import * as kit from '../../ui/style-kit.ts';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.lg,
});

export const title = style({
  fontSize: 'clamp(24px, 3vw, 32px)',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  margin: 0,
});

export const subtitle = style({ margin: `${space.xs} 0 0`, color: vars.color.textMuted });

export const connection = styleVariants({
  open: {},
  warn: {},
  down: {},
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  ...kit.card(`${space.xs} ${space.md}`, 'pill'),
  fontSize: '14px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const dot = styleVariants({
  open: { width: 8, height: 8, borderRadius: '50%', background: vars.color.positive },
  warn: { width: 8, height: 8, borderRadius: '50%', background: '#d99a00' },
  down: { width: 8, height: 8, borderRadius: '50%', background: vars.color.negative },
});

export const banner = style({
  ...kit.wrapRow(space.md),
  padding: `${space.sm} ${space.md}`,
  marginBottom: space.lg,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  border: `1px solid ${vars.color.border}`,
});

export const errorBox = style({
  ...kit.wrapRow(space.md),
  padding: space.lg,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.negative}`,
  color: vars.color.text,
  background: vars.color.surface,
});

export const emptyBox = style({
  padding: space.xl,
  borderRadius: radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const num = style({ fontFamily: font.mono, fontVariantNumeric: 'tabular-nums' });

export const stale = style({
  color: vars.color.textMuted,
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
});

export const staleIcon = style({
  display: 'inline-block',
  marginLeft: space.xs,
  verticalAlign: '-1px',
  color: '#b07d00',
});

export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.negative });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const shimmer = keyframes({
  '0%': { opacity: 0.45 },
  '50%': { opacity: 0.9 },
  '100%': { opacity: 0.45 },
});

export const skeleton = style({
  display: 'block',
  borderRadius: radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  minHeight: '14px',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/* Dashboard */
export const cardGrid = style({
  ...kit.bareList,
  ...kit.columns('repeat(auto-fill, minmax(min(100%, 260px), 1fr))', space.md),
});

export const card = style({
  ...kit.columns('1fr auto', `${space.xs} ${space.md}`),
  ...kit.card(space.lg),
  // A loaded card is about 182 px tall; the loading card takes the same room, so when the prices
  // arrive nothing below moves (Cumulative Layout Shift).
  minHeight: '184px',
  contain: 'content',
  // A phone shows three or four of the thirteen cards: the rest skip style, layout and paint on
  // every tick until they scroll near the screen. The intrinsic size is the content box (184 px
  // less the padding and border): a card first laid out before it is known to be on screen then
  // takes the same 184 px as once it is drawn, and the cards below do not move.
  contentVisibility: 'auto',
  containIntrinsicSize: `auto calc(184px - 2 * ${space.lg} - 2px)`,
});

export const cardSymbol = style({ fontWeight: 700, fontSize: '16px', margin: 0 });
export const cardName = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });
export const cardPrice = style({ fontSize: '22px', fontWeight: 700, gridColumn: '1 / -1' });
export const cardStats = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: space.lg,
  fontSize: '13px',
  color: vars.color.textMuted,
});
export const sparkline = style({ gridColumn: '1 / -1', width: '100%', height: '40px' });

/**
 * The loading card's bars, sized by class rather than inline style: the prerendered /markets page
 * shows them before any script runs, and the Content-Security-Policy drops inline style attributes.
 */
export const cardSkeleton = styleVariants({
  symbol: { width: '40%', height: '16px' },
  change: { width: '60px', height: '14px' },
  price: { width: '70%', height: '24px', gridColumn: '1 / -1' },
  sparkline: { width: '100%', height: '40px', gridColumn: '1 / -1' },
});

/* Tables */
export const toolbar = style({
  ...kit.wrapRow(space.md),
  marginBottom: space.md,
});

/** The look of the market pages' form controls (search box, symbol picker). */
export const select = style({
  minHeight: '40px',
  ...kit.control('md', vars.color.surface),
  fontSize: '15px',
});

export const search = style([select, { flex: '1 1 220px', maxWidth: '360px' }]);

export const tableFrame = style({
  ...kit.framed('lg'),
  // Clips the rounded corners without being a scroll container, so a table's view timeline
  // follows the page's scroll (the chat launcher tucks away by it).
  overflow: 'clip',
});

export const scroller = style({
  overflow: 'auto',
  contain: 'strict',
  height: 'calc(100dvh - 300px)',
  minHeight: '320px',
});

export const gridTable = style({
  display: 'block',
  borderCollapse: 'collapse',
  '@media': { [breakpoints.desktop]: { minWidth: '900px' } },
});

export const virtualBody = style({ display: 'block', position: 'relative' });

export const futuresRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 0.8fr)',
  alignItems: 'center',
  '@media': {
    [breakpoints.desktop]: {
      gridTemplateColumns: 'minmax(150px, 1.4fr) repeat(7, minmax(96px, 1fr))',
      minWidth: '900px',
    },
  },
  padding: `0 ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: '14px',
});

// Phones show contract, price and change; the desktop adds high, low, volume, bid and ask.
globalStyle(`${futuresRow} > :nth-child(n+4)`, {
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'block' } },
});

export const headRow = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceMuted,
  fontWeight: 600,
  fontSize: '13px',
  color: vars.color.textMuted,
});

export const cell = style({ padding: `${space.sm} ${space.xs}`, textAlign: 'right' });
export const cellStart = style({ padding: `${space.sm} ${space.xs}`, textAlign: 'left' });

// A futures row has a fixed height (the list is virtual): its cells are centred in it, without
// padding above and below that would make the two-line contract cell taller than the row.
globalStyle(`tbody > ${futuresRow} > ${cell}, tbody > ${futuresRow} > ${cellStart}`, {
  paddingBlock: 0,
});

export const sortButton = style({
  ...kit.bareButton,
  display: 'inline-flex',
  gap: space.xs,
  alignItems: 'center',
  selectors: { '&:focus-visible': kit.focusOutline },
});

export const muted = style({ color: vars.color.textMuted, fontSize: '12px' });

export const oneLine = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/* Option chain */
export const segmented = style({
  display: 'inline-flex',
  // On the narrowest phones the choices take a second row rather than widen the page.
  flexWrap: 'wrap',
  maxWidth: '100%',
  padding: '3px',
  gap: '3px',
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
});

export const segment = style({
  ...kit.bareButton,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.sm,
  fontWeight: 600,
  fontSize: '14px',
  minHeight: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&[aria-pressed="true"], &[aria-selected="true"]': {
      background: vars.color.surface,
      boxShadow: vars.color.shadow,
      color: vars.color.accent,
    },
    '&:focus-visible': kit.focusOutline,
  },
});

export const tabs = style({
  display: 'flex',
  gap: space.sm,
  overflowX: 'auto',
  paddingBottom: space.sm,
  marginBottom: space.md,
});

export const tab = style({
  ...kit.bareButton,
  display: 'grid',
  ...kit.card(`${space.xs} ${space.md}`, 'md'),
  whiteSpace: 'nowrap',
  fontSize: '14px',
  fontWeight: 600,
  selectors: {
    '&[aria-selected="true"]': { borderColor: vars.color.accent, color: vars.color.accent },
    '&:focus-visible': kit.focusOutline,
  },
});

/** The tab lists of the market, orders and positions pages (ui/TabList's `look`). */
export const tabLook = { list: tabs, tab } as const;

export const tabSub = style({ fontWeight: 400, fontSize: '12px', color: vars.color.textMuted });

/* Charts */
export const chartBox = style({
  position: 'relative',
  height: 'min(62dvh, 560px)',
  minHeight: '320px',
  ...kit.framed('lg'),
  overflow: 'hidden',
});

export const chartOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const hideOnPhone = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'revert' } },
});

export const clickableRow = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const rowLink = style([plainLink, { display: 'block', fontWeight: 600 }]);

export const pageLinks = style({ margin: `0 0 ${space.md}` });

export const pageLink = accentLink;

/** Buy and Sell above a chart: side by side, the second below the first on a narrow phone. */
export const tradeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
});

/** /markets sits in the public layout: the same width as the signed-in market pages. */
export const publicMarkets = style({
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${space.lg} ${space.md} 0`,
});

export const marketTabsBar = pageHeader;

/** Keeps its place but stays out of sight (and of the Tab order) until the app has hydrated it. */
export const awaitingApp = style({ visibility: 'hidden' });

/** A tab's panel while its code loads: room for the data, so the footer does not jump. */
export const panelLoading = style({ minHeight: '60vh' });

/** The end of a market page clears the chat launcher, so the chain and the chart end above it. */
export const marketSection = style({ paddingBottom: layout.chatLauncherClearance });

/** The four market tabs fit a phone's width without scrolling. */
export const marketTabs = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** A futures row's symbol with its Trade button (signed in only). */
export const symbolLine = style({
  ...kit.row(space.sm),
  minWidth: 0,
});

/** Hidden on a phone, where the symbol needs the width and a tap on the row opens the ticket. */
export const tradeChip = style({
  all: 'unset',
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline-block' } },
  cursor: 'pointer',
  flexShrink: 0,
  padding: `0 ${space.sm}`,
  lineHeight: '20px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: '12px',
  fontWeight: 700,
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

/** An option chain's bid or ask as a button that opens the ticket (signed in only). */
export const quoteButton = style({
  ...kit.bareButton,
  borderRadius: radius.sm,
  padding: '0 2px',
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': kit.focusOutline,
  },
});
