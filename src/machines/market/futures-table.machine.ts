import { assign, setup } from 'xstate';

/** Live columns re-sort at most this often, so rows do not jump on every tick. */
export const RESORT_MS = 2_000;

export type FuturesSortKey = 'symbol' | 'price' | 'changePercent' | 'high' | 'low' | 'volume';
export type SortDirection = 'asc' | 'desc';

export interface FuturesTableContext {
  readonly sortKey: FuturesSortKey;
  readonly direction: SortDirection;
  readonly query: string;
  /** Moved by the re-sort clock: the view sorts the live values again when it changes. */
  readonly resorts: number;
}

export type FuturesTableEvent =
  | { type: 'futures.sort'; key: FuturesSortKey }
  | { type: 'futures.search'; query: string };

/**
 * The futures table's sort and search (spec: sortable columns, a search box). Sorted by a live
 * column (price, change, high, low, volume), the rows are sorted again every 2 s, not on every
 * tick; sorted by the symbol, nothing moves them and no clock runs. A second click on the sorted
 * column turns its direction; another column starts descending, the symbol ascending.
 */
export const futuresTableMachine = setup({
  types: { context: {} as FuturesTableContext, events: {} as FuturesTableEvent },
  guards: {
    bySymbol: (_, params: { key: FuturesSortKey }) => params.key === 'symbol',
  },
  actions: {
    toggleSort: assign(({ context }, params: { key: FuturesSortKey }) =>
      context.sortKey === params.key
        ? { direction: context.direction === 'asc' ? ('desc' as const) : ('asc' as const) }
        : {
            sortKey: params.key,
            direction: params.key === 'symbol' ? ('asc' as const) : ('desc' as const),
          },
    ),
    search: assign({ query: (_, params: { query: string }) => params.query }),
    resort: assign({ resorts: ({ context }) => context.resorts + 1 }),
  },
  delays: { resortEvery: RESORT_MS },
}).createMachine({
  id: 'futuresTable',
  description:
    'The futures table’s sort and search: sorted by a live column, the rows are sorted again every 2 s; sorted by the symbol, no clock runs.',
  context: { sortKey: 'volume', direction: 'desc', query: '', resorts: 0 },
  initial: 'byLiveColumn',
  on: {
    'futures.search': {
      actions: { type: 'search', params: ({ event }) => ({ query: event.query }) },
    },
    'futures.sort': [
      {
        guard: { type: 'bySymbol', params: ({ event }) => ({ key: event.key }) },
        target: '.bySymbol',
        actions: { type: 'toggleSort', params: ({ event }) => ({ key: event.key }) },
      },
      {
        target: '.byLiveColumn',
        actions: { type: 'toggleSort', params: ({ event }) => ({ key: event.key }) },
      },
    ],
  },
  states: {
    byLiveColumn: {
      description: 'Sorted by a live column (24 h volume at first): sorted again every 2 s.',
      after: { resortEvery: { target: 'byLiveColumn', reenter: true, actions: 'resort' } },
    },
    bySymbol: {
      description: 'Sorted by the symbol: the order never changes with the prices, no clock runs.',
    },
  },
});

export type FuturesTableMachine = typeof futuresTableMachine;
