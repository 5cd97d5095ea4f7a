import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { systemIds } from '../../machines/ids.ts';
import { connectionStatus } from '../../machines/sockets/connection-status.ts';
import type { tradingFlows } from '../../trading-flows.ts';
import { positionStreamActor, positionsActor } from '../../trading-system.ts';
import { usePageActor } from '../hooks/use-page-actor.ts';

export type PositionsPhase = 'waiting' | 'unavailable' | 'live' | 'stale';

/** The live rows and totals, and whether they are live. */
export function usePositions() {
  const phase = useSelector(
    positionsActor,
    (s): PositionsPhase =>
      s.matches({ signedIn: 'live' })
        ? 'live'
        : s.matches({ signedIn: 'stale' })
          ? 'stale'
          : s.matches({ signedIn: 'unavailable' })
            ? 'unavailable'
            : 'waiting',
  );
  const context = useSelector(positionsActor, (s) => s.context);
  const streamOpen = useSelector(positionStreamActor, (s) => connectionStatus(s) === 'open');
  return { phase, streamOpen, ...context };
}

/**
 * The page's changes (close, partial close, close-all, SL/TP), run by the root while /positions
 * or the trade screen is shown.
 */
export function usePositionCommands() {
  const ref = usePageActor<(typeof tradingFlows)['positionCommands']>(systemIds.positionCommands);
  const state = useSelector(ref, (s) =>
    s === undefined || s.matches('sending')
      ? 'sending'
      : s.matches('confirmingCloseAll')
        ? 'confirming'
        : 'ready',
  );
  const notice = useSelector(ref, (s) => s?.context.notice ?? null);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  return useMemo(
    () => ({
      state,
      notice,
      error,
      close: (symbol: string, size?: number) =>
        ref?.send(
          size === undefined
            ? { type: 'positions.close', symbol }
            : { type: 'positions.close', symbol, size },
        ),
      closeAll: (symbols: readonly string[]) => ref?.send({ type: 'positions.closeAll', symbols }),
      confirm: () => ref?.send({ type: 'positions.confirm' }),
      cancel: () => ref?.send({ type: 'positions.cancel' }),
      editStops: (symbol: string, stopLoss: number | null, takeProfit: number | null) =>
        ref?.send({ type: 'positions.editStops', symbol, stopLoss, takeProfit }),
    }),
    [ref, state, notice, error],
  );
}
