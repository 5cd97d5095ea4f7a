import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../../theme/vars.css.ts';
import * as kit from '../../../ui/style-kit.ts';

const wide = 'screen and (min-width: 1200px)';
const desktop = 'screen and (min-width: 960px)';

/**
 * The trade screen: on a phone one column (ticker, chart, buy and sell, book and trades, the
 * trader's tabs); from 960 px the ticket docks on the right; from 1200 px the book and trades get
 * their own column between the chart and the ticket, as on the exchanges traders know.
 */
export const screen = style({
  ...kit.columns('minmax(0, 1fr)', space.md),
  gridTemplateAreas: '"ticker" "chart" "actions" "book" "tabs"',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      gridTemplateAreas: '"ticker ticker" "chart ticket" "book ticket" "tabs tabs"',
    },
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) 300px 360px',
      gridTemplateAreas: '"ticker ticker ticker" "chart book ticket" "tabs tabs ticket"',
    },
  },
});

export const area = styleVariants({
  ticker: { gridArea: 'ticker', minWidth: 0 },
  chart: { gridArea: 'chart', minWidth: 0 },
  book: { gridArea: 'book', minWidth: 0 },
  tabs: { gridArea: 'tabs', minWidth: 0 },
  actions: { gridArea: 'actions', '@media': { [desktop]: { display: 'none' } } },
  ticket: { gridArea: 'ticket', display: 'none', '@media': { [desktop]: { display: 'block' } } },
});

// The book and the trades sit side by side under the chart, and one above the other in their own
// column from 1200 px; the column starts level with the chart.
globalStyle(`${area.book} > [data-testid="depth-and-trades"]`, {
  marginTop: 0,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  padding: space.md,
  minWidth: 0,
});

export const ticker = style([
  panel,
  {
    ...kit.wrapRow(`${space.sm} ${space.xl}`, 'baseline'),
  },
]);

export const tickerSymbol = style({ fontWeight: 700, fontSize: '18px', margin: 0 });
export const tickerLast = style({
  fontFamily: font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: '20px',
  fontWeight: 700,
});

export const stat = style({ display: 'grid', gap: '2px', margin: 0 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: '12px' });
export const statValue = style({
  fontFamily: font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontSize: '14px',
  margin: 0,
});

export const ticketPanel = style([
  panel,
  {
    display: 'grid',
    gap: space.md,
    alignContent: 'start',
    position: 'sticky',
    top: `calc(64px + ${space.lg})`,
  },
]);

export const sideButtons = style(kit.columns('1fr 1fr', space.sm));

const sideButton = style({
  border: 'none',
  borderRadius: radius.sm,
  padding: `${space.md} ${space.lg}`,
  fontWeight: 700,
  fontSize: '15px',
  color: '#ffffff',
  cursor: 'pointer',
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

/** Buy is green and Sell red everywhere, the ticket's colours (p7). */
export const buy = style([sideButton, { background: '#16a34a' }]);
export const sell = style([sideButton, { background: '#dc2626' }]);

export const heading = style({ fontSize: '15px', fontWeight: 700, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: '13px', margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '13px',
  fontVariantNumeric: 'tabular-nums',
});
export const th = style({
  textAlign: 'left',
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const num = style({ textAlign: 'right' });
export const tabsBar = style({ display: 'flex', gap: space.xs, marginBottom: space.sm });
export const tab = style({
  background: 'none',
  border: 'none',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  padding: `${space.sm} ${space.md}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
});
export const scroll = style({ overflowX: 'auto' });
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  cursor: 'pointer',
  font: 'inherit',
  ':disabled': { opacity: 0.5 },
});
