import { assign, fromPromise, setup } from 'xstate';
import type { Candle } from '../../contracts/market.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { notProvided } from '../not-provided.ts';

/** Which history: a symbol's candles of one resolution, the newest `bars` of them. */
export interface HistoryInput {
  readonly symbol: string;
  readonly resolution: string;
  /** The length of one candle (ms). */
  readonly periodMs: number;
  readonly bars: number;
}

export interface CandleHistoryContext extends HistoryInput {
  readonly candles: readonly Candle[];
  readonly error: string | null;
}

export type CandleHistoryEvent = { type: 'history.retry' };

/**
 * The candle history behind a chart or a sparkline: loaded once from /market/candles, then live
 * ticks move it (outside the machine). A failure shows with a retry; the services layer decides
 * what "loaded" also does (the sparklines seed the market store with the closes).
 */
export const candleHistoryMachine = setup({
  types: {
    context: {} as CandleHistoryContext,
    events: {} as CandleHistoryEvent,
    input: {} as HistoryInput,
  },
  actors: {
    loadCandles: fromPromise<readonly Candle[], HistoryInput>(async () =>
      notProvided('candleHistory.loadCandles'),
    ),
  },
  actions: {
    takeCandles: assign({
      candles: (_, params: { candles: readonly Candle[] }) => params.candles,
      error: null,
    }),
    takeError: assign({ error: (_, params: { error: unknown }) => apiErrorMessage(params.error) }),
  },
}).createMachine({
  id: 'candleHistory',
  description:
    'A chart’s or sparkline’s candle history: loading, ready (live ticks move it from there), failed with a retry.',
  context: ({ input }) => ({ ...input, candles: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The candles are being fetched (the chart says “Loading candles…”).',
      invoke: {
        id: 'loadCandles',
        src: 'loadCandles',
        input: ({ context }) => ({
          symbol: context.symbol,
          resolution: context.resolution,
          periodMs: context.periodMs,
          bars: context.bars,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'takeCandles', params: ({ event }) => ({ candles: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'takeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      description: 'The history is drawn; live ticks move its last candle.',
    },
    failed: {
      description: 'The history could not be loaded: the error shows with a retry.',
      on: { 'history.retry': { target: 'loading' } },
    },
  },
});

export type CandleHistoryMachine = typeof candleHistoryMachine;
