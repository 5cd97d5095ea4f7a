import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type Instrument, instrumentPaths } from '../../../../contracts/instruments.ts';
import { authServices } from '../../../../system.ts';

const loadInstrument = fromPromise<Instrument, { symbol: string }>(({ input }) =>
  authServices.http.request<Instrument>(
    instrumentPaths.one.replace(':symbol', encodeURIComponent(input.symbol)),
    { bearer: false },
  ),
);

/**
 * The contract spec of one instrument (GET /api/v1/instruments/:symbol): open interest, the
 * funding interval, the price band; read once per symbol the page shows (key the caller by it).
 * Null while it loads or when it cannot be read.
 */
export function useInstrument(symbol: string): Instrument | null {
  const actor = useActorRef(loadInstrument, { input: { symbol } });
  return useSelector(actor, (s) => (s.status === 'done' ? s.output : null)) ?? null;
}
