import type { AnyMachineSnapshot } from 'xstate';
import type { Instrument } from '../../../src/contracts/instruments.ts';
import { type TickerContext, tickerMachine } from '../../../src/machines/market/ticker.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

const OPENED = Date.UTC(2026, 10, 27, 15, 0);
const LATER = OPENED + 1_000;

const instrument: Instrument = {
  symbol: 'BTCUSDT-PERP',
  kind: 'perpetual',
  underlying: 'BTC',
  tickSize: 0.01,
  lotSize: 0.001,
  maxLeverage: 200,
  priceBand: { rate: 0.02, minTicks: 0, low: 93_000, high: 97_000 },
  markPrice: 95_000,
  indexPrice: 94_990,
  fundingRate: 0.0001,
  lastFundingRate: 0,
  fundingIntervalSeconds: 28_800,
  nextFundingTime: '2026-11-27T16:00:00.000Z',
  openInterest: 1.5,
  openInterestUsd: 142_500,
  maxOpenInterestPerTrader: 20_000_000,
  option: null,
};

/**
 * What the ticker must do, taken from issue 25 and independent of the machine's code: the spec
 * once read stands in until the socket's entry; a failed read is tried again (after 10 s or on
 * retry) and never loses the clock; every tick moves the countdown's clock.
 */
const pinned = pinTransitions<'loading' | 'ready' | 'failed'>({
  initial: 'loading',
  expected: {
    loading: {
      'xstate.done.actor.loadInstrument': 'ready',
      'xstate.error.actor.loadInstrument': 'failed',
      'clock.tick': 'loading',
    },
    failed: {
      'ticker.retry': 'loading',
      'xstate.after.retryDelay.ticker.failed': 'loading',
      'clock.tick': 'failed',
    },
    ready: { 'ticker.retry': 'ready', 'clock.tick': 'ready' },
  },
});

export const tickerSpec: ModelSpec = defineModelSpec({
  name: 'ticker',
  machine: tickerMachine,
  input: { symbol: 'BTCUSDT-PERP', now: OPENED },
  events: {
    ...samples('clock.tick', { now: LATER }),
    ...bareEvents('ticker.retry'),
  },
  invokes: {
    loadInstrument: { done: [instrument], error: [new Error('Network error')] },
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as TickerContext;
    return { instrument: c.instrument !== null, error: c.error !== null, now: c.now };
  },
  check: (args) => {
    pinned(args);
    const { snapshot, event } = args;
    const c = snapshot.context as TickerContext;
    if (snapshot.matches('ready') && c.instrument?.openInterest !== 1.5) {
      throw new Error('ready without the spec it read');
    }
    if (snapshot.matches('failed') && c.error === null) throw new Error('failed without an error');
    if (event.type === 'clock.tick' && c.now !== LATER) throw new Error('the clock did not move');
  },
});
