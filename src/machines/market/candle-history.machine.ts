import { assign, type EventObject, fromCallback, setup } from 'xstate';
import type { Candle } from '../../contracts/market.ts';
import { type Bar, toBars, withTick } from '../../domain/market/candle-bars.ts';
import { errorInWords, errorTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

/** Which history: a symbol's candles of one resolution, the newest `bars` of them. */
export interface HistoryInput {
  readonly symbol: string;
  readonly resolution: string;
  /** The length of one candle (ms). */
  readonly periodMs: number;
  readonly bars: number;
}

export interface CandleHistoryContext extends HistoryInput {
  /** The chart's bars: the loaded candles, their last one moved by the live ticks since. */
  readonly candles: readonly Bar[];
  readonly error: string | null;
}

/** A live price of the symbol at a moment (ms), from the invoked `liveTicks`. */
export type TickEvent = { type: 'history.tick'; price: number; at: number };

export type CandleHistoryEvent = { type: 'history.retry' } | TickEvent;

/**
 * The candle history behind a chart or a sparkline: loaded once from /market/candles, then the
 * invoked `liveTicks` tells each live price of the symbol, which moves the last candle (or opens
 * the next one). A failure shows with a retry; the services layer decides what "loaded" also does
 * (the sparklines seed the market store with the closes, whose ticks then move them there).
 */
export const candleHistoryMachine = setup({
  types: {} as MachineTypes<CandleHistoryContext, CandleHistoryEvent, HistoryInput>,
  actors: {
    loadCandles: providedRequest<readonly Candle[], HistoryInput>('candleHistory.loadCandles'),
    liveTicks: fromCallback<EventObject, { symbol: string }, TickEvent>(() =>
      notProvided('candleHistory.liveTicks'),
    ),
  },
  actions: {
    takeCandles: assign({
      candles: (_, params: { candles: readonly Candle[] }) => toBars(params.candles),
      error: null,
    }),
    takeError: assign(errorInWords),
    foldTick: assign({
      candles: ({ context }, params: { price: number; at: number }) =>
        withTick(context.candles, params.price, params.at, context.periodMs),
    }),
  },
}).createMachine({
  id: 'candleHistory',
  description:
    'A chart’s or sparkline’s candle history: loading, ready (live ticks move its last candle), failed with a retry.',
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
        onError: errorTo('failed', 'takeError'),
      },
    },
    ready: {
      description:
        'The history is drawn; each live tick of the symbol moves its last candle or opens the next.',
      invoke: {
        id: 'liveTicks',
        src: 'liveTicks',
        input: ({ context }) => ({ symbol: context.symbol }),
      },
      on: {
        'history.tick': {
          actions: {
            type: 'foldTick',
            params: ({ event }) => ({ price: event.price, at: event.at }),
          },
        },
      },
    },
    failed: {
      description: 'The history could not be loaded: the error shows with a retry.',
      on: { 'history.retry': { target: 'loading' } },
    },
  },
});

export type CandleHistoryMachine = typeof candleHistoryMachine;
