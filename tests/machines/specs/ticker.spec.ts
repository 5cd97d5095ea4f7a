import type { AnyMachineSnapshot } from 'xstate';
import type { Instrument } from '../../../src/contracts/instruments.ts';
import { type TickerContext, tickerMachine } from '../../../src/machines/market/ticker.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

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
const EXPECTED: readonly [state: string, event: string, next: string][] = [
  ['loading', 'xstate.done.actor.loadInstrument', 'ready'],
  ['loading', 'xstate.error.actor.loadInstrument', 'failed'],
  ['failed', 'ticker.retry', 'loading'],
  ['failed', 'xstate.after.retryDelay.ticker.failed', 'loading'],
  ['ready', 'ticker.retry', 'ready'],
  ['ready', 'clock.tick', 'ready'],
  ['loading', 'clock.tick', 'loading'],
  ['failed', 'clock.tick', 'failed'],
];

const stateOf = (snapshot: AnyMachineSnapshot): string => String(snapshot.value);
/** Each path's state before its step (a path runs on its own actor and run context). */
const before = new WeakMap<object, string>();

export const tickerSpec: ModelSpec = defineModelSpec({
  name: 'ticker',
  machine: tickerMachine,
  input: { symbol: 'BTCUSDT-PERP', now: OPENED },
  events: {
    'clock.tick': [{ type: 'clock.tick', now: LATER }],
    'ticker.retry': [{ type: 'ticker.retry' }],
  },
  invokes: {
    loadInstrument: { done: [instrument], error: [new Error('Network error')] },
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as TickerContext;
    return { instrument: c.instrument !== null, error: c.error !== null, now: c.now };
  },
  check: ({ run, snapshot, event }) => {
    const c = snapshot.context as TickerContext;
    if (snapshot.matches('ready') && c.instrument?.openInterest !== 1.5) {
      throw new Error('ready without the spec it read');
    }
    if (snapshot.matches('failed') && c.error === null) throw new Error('failed without an error');
    if (event.type === 'clock.tick' && c.now !== LATER) throw new Error('the clock did not move');
    const previous = before.get(run);
    before.set(run, stateOf(snapshot));
    if (previous === undefined) {
      if (stateOf(snapshot) !== 'loading') throw new Error('the ticker does not start by reading');
      return;
    }
    const row = EXPECTED.find(([from, type]) => from === previous && type === event.type);
    if (row !== undefined && stateOf(snapshot) !== row[2]) {
      throw new Error(`${row[0]} --${row[1]}--> ${stateOf(snapshot)}, expected ${row[2]}`);
    }
  },
});
