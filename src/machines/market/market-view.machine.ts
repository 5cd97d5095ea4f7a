import { assign, type EventObject, enqueueActions, fromCallback, setup } from 'xstate';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided } from '../not-provided.ts';
import { candleHistoryMachine } from './candle-history.machine.ts';
import { futuresTableMachine } from './futures-table.machine.ts';
import { marketTopicMachine } from './market-topic.machine.ts';
import {
  type ChartResolution,
  type MarketPanel,
  panelOf,
  symbolOf,
  widgetSystemId,
  widgetsFor,
} from './market-widgets.ts';
import { optionExpiriesMachine } from './option-expiries.machine.ts';
import { orderBookSeedMachine } from './order-book-seed.machine.ts';
import { tickerMachine } from './ticker.machine.ts';

export interface MarketViewInput {
  readonly path: string;
  readonly search: string;
}

export interface MarketViewContext {
  readonly panel: MarketPanel;
  /** The contract a chart shows (`?symbol=`). */
  readonly symbol: string;
  readonly resolution: ChartResolution;
  /** The keys of the widget children running. */
  readonly widgets: readonly string[];
}

export type MarketViewEvent =
  | { type: 'location.changed'; path: string; search: string }
  | { type: 'chart.resolution'; resolution: ChartResolution };

/**
 * The actors of a market page (/dashboard, /futures, /options, /futureCharts and the tabs of
 * /markets): the page's one actor, run by the root while the page is shown. It follows the
 * address itself (the /markets tab, the chart's `?symbol=`) and the chart's resolution, and keeps
 * one child per widget: the market topic watches and the widgets' machines. A child whose key
 * stays keeps running; a new tab or contract stops the children it no longer shows and starts
 * the new ones. Views find a widget's actor among this actor's children by its key.
 */
export const marketViewMachine = setup({
  types: {} as MachineTypes<MarketViewContext, MarketViewEvent, MarketViewInput>,
  actors: {
    followLocation: fromCallback<EventObject, void, MarketViewEvent>(() =>
      notProvided('marketView.followLocation'),
    ),
    topic: marketTopicMachine,
    futuresTable: futuresTableMachine,
    expiries: optionExpiriesMachine,
    chartHistory: candleHistoryMachine,
    bookSeed: orderBookSeedMachine,
    ticker: tickerMachine,
    sparklines: fromCallback(() => notProvided('marketView.sparklines')),
  },
  guards: {
    changesView: ({ context }, params: { path: string; search: string }) => {
      const panel = panelOf(params.path, params.search);
      return panel !== context.panel || symbolOf(params.search) !== context.symbol;
    },
    isNewResolution: ({ context }, params: { resolution: ChartResolution }) =>
      params.resolution !== context.resolution,
  },
  actions: {
    takeLocation: assign((_, params: { path: string; search: string }) => ({
      panel: panelOf(params.path, params.search),
      symbol: symbolOf(params.search),
    })),
    takeResolution: assign({
      resolution: (_, params: { resolution: ChartResolution }) => params.resolution,
    }),
    // The widgets of the view: those gone are stopped, the new ones spawned (a book's topic
    // before the seed that follows it, under a systemId the seed finds it by).
    // A second snapshot over the same system (the path planner's) finds a systemId taken: its
    // children go without one, as the root's late children do.
    syncWidgets: enqueueActions(({ context, enqueue, system }) => {
      const wanted = widgetsFor(context.panel, context.symbol, context.resolution, Date.now());
      const keys = wanted.map((widget) => widget.key);
      for (const key of context.widgets) if (!keys.includes(key)) enqueue.stopChild(key);
      enqueue.assign({ widgets: keys });
      for (const widget of wanted) {
        if (context.widgets.includes(widget.key)) continue;
        const systemId = widgetSystemId(widget.key);
        enqueue.spawnChild(widget.kind, {
          id: widget.key,
          ...(system.get(systemId) ? {} : { systemId }),
          input: widget.input as never,
        });
      }
    }),
  },
}).createMachine({
  id: 'marketView',
  description:
    'A market page’s widgets: follows the address (tab, contract) and the chart’s resolution, and runs one child per widget shown (topic watches, the futures table, the expiry tabs, a chart’s candles, the book’s seed, the ticker).',
  context: ({ input }) => ({
    panel: panelOf(input.path, input.search),
    symbol: symbolOf(input.search),
    resolution: '1m',
    widgets: [],
  }),
  invoke: { id: 'followLocation', src: 'followLocation' },
  initial: 'showing',
  states: {
    showing: {
      description:
        'The widgets of the panel and contract shown run as children; a new tab, contract or resolution swaps the ones that change.',
      entry: 'syncWidgets',
      on: {
        'location.changed': {
          guard: {
            type: 'changesView',
            params: ({ event }) => ({ path: event.path, search: event.search }),
          },
          actions: [
            {
              type: 'takeLocation',
              params: ({ event }) => ({ path: event.path, search: event.search }),
            },
            'syncWidgets',
          ],
        },
        'chart.resolution': {
          guard: {
            type: 'isNewResolution',
            params: ({ event }) => ({ resolution: event.resolution }),
          },
          actions: [
            { type: 'takeResolution', params: ({ event }) => ({ resolution: event.resolution }) },
            'syncWidgets',
          ],
        },
      },
    },
  },
});

export type MarketViewMachine = typeof marketViewMachine;
