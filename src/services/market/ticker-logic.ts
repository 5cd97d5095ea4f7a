import { fromCallback, fromPromise } from 'xstate';
import { type Instrument, instrumentPaths } from '../../contracts/instruments.ts';
import { type TickerEvent, tickerMachine } from '../../machines/market/ticker.machine.ts';

/** The funding countdown moves once a second. */
const CLOCK_MS = 1_000;

export interface TickerDeps {
  /** GET of a public API path, answered with its JSON. */
  readonly get: (path: string) => Promise<Instrument>;
  readonly now: () => number;
}

/** The ticker machine with its effects: the contract spec's read and the countdown's clock. */
export const provideTicker = (deps: TickerDeps) =>
  tickerMachine.provide({
    actors: {
      loadInstrument: fromPromise<Instrument, { symbol: string }>(({ input }) =>
        deps.get(instrumentPaths.one.replace(':symbol', encodeURIComponent(input.symbol))),
      ),
      clock: fromCallback<TickerEvent>(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'clock.tick', now: deps.now() }), CLOCK_MS);
        return () => clearInterval(id);
      }),
    },
  });
