import { assign, fromCallback, setup } from 'xstate';
import type { Instrument } from '../../contracts/instruments.ts';
import { errorInWords, errorTo } from '../invoke-outcomes.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

/** A failed read of the contract spec is tried again after this long (the header shows '—'). */
export const TICKER_RETRY_MS = 10_000;

export interface TickerInput {
  readonly symbol: string;
  /** The time when the header opens (epoch ms): the funding countdown counts from it. */
  readonly now: number;
}

export interface TickerContext {
  readonly symbol: string;
  /** The contract spec (GET /api/v1/instruments/:symbol): null until read. */
  readonly instrument: Instrument | null;
  readonly error: string | null;
  /** The clock the funding countdown reads, moved once a second. */
  readonly now: number;
}

export type TickerEvent = { type: 'clock.tick'; now: number } | { type: 'ticker.retry' };

/**
 * The trade screen's ticker header of one perpetual. Its live figures (last price, 24 h change,
 * mark, index, funding and open interest) come over the market socket's perpetual entry, so they
 * follow each trade; this machine owns the rest of the header's life: the contract spec read
 * once, standing in until the first entry (tried again after a failure), and the clock of the
 * funding countdown.
 */
export const tickerMachine = setup({
  types: { context: {} as TickerContext, events: {} as TickerEvent, input: {} as TickerInput },
  actors: {
    loadInstrument: providedRequest<Instrument, { symbol: string }>('ticker.loadInstrument'),
    clock: fromCallback<TickerEvent>(() => notProvided('ticker.clock')),
  },
  actions: {
    takeInstrument: assign({
      instrument: (_, params: { instrument: Instrument }) => params.instrument,
      error: null,
    }),
    takeError: assign(errorInWords),
    takeTime: assign({ now: (_, params: { now: number }) => params.now }),
  },
  delays: { retryDelay: TICKER_RETRY_MS },
}).createMachine({
  id: 'ticker',
  description:
    'The trade screen’s ticker of one perpetual: its contract spec read once (tried again after a failure) and the clock of the funding countdown; the live figures come over the market socket.',
  context: ({ input }) => ({ symbol: input.symbol, instrument: null, error: null, now: input.now }),
  invoke: { id: 'clock', src: 'clock' },
  on: {
    'clock.tick': {
      actions: { type: 'takeTime', params: ({ event }) => ({ now: event.now }) },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The contract spec is being read; the header shows the socket’s figures or —.',
      invoke: {
        id: 'loadInstrument',
        src: 'loadInstrument',
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'takeInstrument',
            params: ({ event }) => ({ instrument: event.output }),
          },
        },
        onError: errorTo('failed', 'takeError'),
      },
    },
    ready: {
      description: 'The contract spec is in: it stands in for any figure the socket has not sent.',
    },
    failed: {
      description:
        'The contract spec could not be read: tried again after 10 s, or at once on retry.',
      after: { retryDelay: { target: 'loading' } },
      on: { 'ticker.retry': { target: 'loading' } },
    },
  },
});

export type TickerMachine = typeof tickerMachine;
