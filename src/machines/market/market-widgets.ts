import { HISTORY_BARS, RESOLUTIONS, type ResolutionId } from '../../domain/market/candle-bars.ts';

/** The contract a chart opens on when the address names none. */
export const DEFAULT_CHART_SYMBOL = 'BTCUSDT-PERP';

/** The chart's candle resolutions (the market service's). */
export type ChartResolution = ResolutionId;

/** Which kind of actor a widget runs (the market view machine's `actors`). */
export type WidgetKind =
  | 'topic'
  | 'futuresTable'
  | 'expiries'
  | 'chartHistory'
  | 'bookSeed'
  | 'ticker'
  | 'sparklines';

/** One actor a market page shows with: its child id, its kind and its input. */
export interface Widget {
  readonly key: string;
  readonly kind: WidgetKind;
  readonly input?: unknown;
}

/** What the page shows, read from its address: a list, the chain, or one contract's chart. */
export type MarketPanel = 'prices' | 'futures' | 'options' | 'charts' | 'trade' | 'none';

const periodMs = (resolution: ChartResolution) =>
  RESOLUTIONS.find((r) => r.id === resolution)?.ms ?? 60_000;

/** Child ids the views look their actors up by. */
export const widgetKeys = {
  prices: 'prices',
  sparklines: 'sparklines',
  futures: 'futures',
  futuresTable: 'futuresTable',
  expiries: 'expiries',
  chart: (symbol: string, resolution: ChartResolution) => `chart:${symbol}:${resolution}`,
  book: (symbol: string) => `book:${symbol}`,
  trades: (symbol: string) => `trades:${symbol}`,
  seed: (symbol: string) => `seed:${symbol}`,
  ticker: (symbol: string) => `ticker:${symbol}`,
} as const;

/** The systemId a widget registers under, so a sibling (the book seed) finds its topic. */
export const widgetSystemId = (key: string) => `page.market.${key}`;

const PANELS: Readonly<Record<string, MarketPanel>> = {
  '/dashboard': 'prices',
  '/futures': 'futures',
  '/options': 'options',
  '/futurecharts': 'trade',
};
const TABS: readonly MarketPanel[] = ['prices', 'futures', 'options', 'charts'];

/** The panel a market address shows: /markets by its `tab`, the app pages by their path. */
export function panelOf(path: string, search: string): MarketPanel {
  const normal = (path.replace(/\/+$/, '') || '/').toLowerCase();
  if (normal === '/markets') {
    const tab = new URLSearchParams(search).get('tab') as MarketPanel | null;
    return tab !== null && TABS.includes(tab) ? tab : 'prices';
  }
  return PANELS[normal] ?? 'none';
}

/** The contract of a chart address (`?symbol=`). */
export const symbolOf = (search: string): string =>
  new URLSearchParams(search).get('symbol') ?? DEFAULT_CHART_SYMBOL;

const topic = (key: string, value: unknown): Widget => ({
  key,
  kind: 'topic',
  input: { topic: value },
});

/** One contract's chart at a resolution, its order book with its REST seed, and its trades. */
function chartWidgets(symbol: string, resolution: ChartResolution): Widget[] {
  return [
    topic(widgetKeys.futures, { category: 'futures' }),
    {
      key: widgetKeys.chart(symbol, resolution),
      kind: 'chartHistory',
      input: { symbol, resolution, periodMs: periodMs(resolution), bars: HISTORY_BARS },
    },
    topic(widgetKeys.book(symbol), { category: 'orderbook', symbols: [symbol] }),
    topic(widgetKeys.trades(symbol), { category: 'trades', symbols: [symbol] }),
    {
      key: widgetKeys.seed(symbol),
      kind: 'bookSeed',
      input: { symbol, topic: widgetSystemId(widgetKeys.book(symbol)) },
    },
  ];
}

/**
 * The actors a market page runs for what it shows: each widget's market topic watch and the
 * machines of the widget (the futures table's sort, the expiry tabs, a chart's candles, the
 * order book's seed, the ticker). A page keeps a widget whose key stays and starts a new key's.
 */
export function widgetsFor(
  panel: MarketPanel,
  symbol: string,
  resolution: ChartResolution,
  now: number,
): readonly Widget[] {
  switch (panel) {
    case 'prices':
      return [
        topic(widgetKeys.prices, { category: 'dashboard' }),
        { key: widgetKeys.sparklines, kind: 'sparklines' },
      ];
    case 'futures':
      return [
        topic(widgetKeys.futures, { category: 'futures' }),
        { key: widgetKeys.futuresTable, kind: 'futuresTable' },
      ];
    case 'options':
      return [{ key: widgetKeys.expiries, kind: 'expiries', input: { currency: 'BTC', now } }];
    case 'charts':
      return chartWidgets(symbol, resolution);
    case 'trade':
      return [
        ...chartWidgets(symbol, resolution),
        { key: widgetKeys.ticker(symbol), kind: 'ticker', input: { symbol, now } },
      ];
    case 'none':
      return [];
  }
}
