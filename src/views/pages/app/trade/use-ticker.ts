import { useActorRef, useSelector } from '@xstate/react';
import type { Instrument } from '../../../../contracts/instruments.ts';
import { provideTicker } from '../../../../services/market/ticker-logic.ts';
import { authServices } from '../../../../system.ts';

const tickerLogic = provideTicker({
  get: (path) => authServices.http.request<Instrument>(path, { bearer: false }),
  now: () => Date.now(),
});

/**
 * The ticker machine of one perpetual while its header is shown (key the caller by the symbol):
 * the contract spec once read (null before) and the countdown's clock, moved once a second.
 */
export function useTicker(symbol: string): { instrument: Instrument | null; now: number } {
  const actor = useActorRef(tickerLogic, { input: { symbol, now: Date.now() } });
  const instrument = useSelector(actor, (s) => s.context.instrument);
  const now = useSelector(actor, (s) => s.context.now);
  return { instrument, now };
}
