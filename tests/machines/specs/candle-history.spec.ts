import type { AnyMachineSnapshot } from 'xstate';
import {
  type CandleHistoryContext,
  candleHistoryMachine,
} from '../../../src/machines/market/candle-history.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

const candle = { time: 1_763_884_800, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };

export const candleHistorySpec: ModelSpec = defineModelSpec({
  name: 'candle-history',
  machine: candleHistoryMachine,
  input: { symbol: 'BTCUSDT-PERP', resolution: '1m', periodMs: 60_000, bars: 300 },
  events: { 'history.retry': [{ type: 'history.retry' }] },
  invokes: {
    loadCandles: { done: [[candle]], error: [new Error('Network error')] },
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as CandleHistoryContext;
    return { candles: c.candles.length, error: c.error !== null };
  },
  check: ({ snapshot }) => {
    const c = snapshot.context as CandleHistoryContext;
    if (snapshot.matches('ready') && c.candles.length !== 1) {
      throw new Error('ready without the loaded candles');
    }
    if (snapshot.matches('failed') && c.error === null) throw new Error('failed without an error');
  },
});
