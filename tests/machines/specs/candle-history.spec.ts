import type { AnyMachineSnapshot } from 'xstate';
import {
  type CandleHistoryContext,
  candleHistoryMachine,
} from '../../../src/machines/market/candle-history.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

/** One 1-minute candle (epoch seconds) as /market/candles answers it. */
const candle = { time: 1_763_884_800, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
const CANDLE_MS = candle.time * 1000;

export const candleHistorySpec: ModelSpec = defineModelSpec({
  name: 'candle-history',
  machine: candleHistoryMachine,
  input: { symbol: 'BTCUSDT-PERP', resolution: '1m', periodMs: 60_000, bars: 300 },
  events: {
    ...bareEvents('history.retry'),
    // What the invoked liveTicks sends back: a price within the loaded candle's minute, and one
    // in the next minute.
    ...samples(
      'history.tick',
      { price: 3, at: CANDLE_MS + 30_000 },
      { price: 0.25, at: CANDLE_MS + 90_000 },
    ),
  },
  invokes: {
    loadCandles: { done: [[candle]], error: [new Error('Network error')] },
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CandleHistoryContext;
    return { candles: c.candles.map((b) => `${b.time}:${b.high}/${b.low}/${b.close}`).join(' ') };
  },
  limit: 2_000,
  check: ({ snapshot, event }) => {
    const c = snapshot.context as CandleHistoryContext;
    if (snapshot.matches('failed') && c.error === null) throw new Error('failed without an error');
    if (!snapshot.matches('ready')) return;
    const first = c.candles[0];
    if (first?.time !== candle.time || first.open !== candle.open) {
      throw new Error('ready without the loaded candle first');
    }
    if (event.type !== 'history.tick') return;
    const last = c.candles.at(-1);
    if (!last || last.close !== event.price) throw new Error('a tick did not move the last close');
    // A tick opens the candle of its minute, or moves the newest one (never an older one).
    const minute = Math.floor(event.at / 60_000) * 60;
    if (last.time < minute) throw new Error('a tick of a new minute opened no candle');
    if (last.high < event.price || last.low > event.price) {
      throw new Error('a tick outside its candle’s high and low');
    }
  },
});
