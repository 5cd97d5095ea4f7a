import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { connectionStatus } from '../../machines/sockets/connection-status.ts';
import { providePositionCommands } from '../../services/trading/trading-services.ts';
import { positionStreamActor, positionsActor, tradingApi } from '../../trading-system.ts';

const commandsLogic = providePositionCommands(tradingApi);

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

/** The page's changes (close, partial close, close-all, SL/TP), living as long as the page. */
export function usePositionCommands(userId: string) {
  const ref = useActorRef(commandsLogic, { input: { userId } });
  const state = useSelector(ref, (s) =>
    s.matches('sending') ? 'sending' : s.matches('confirmingCloseAll') ? 'confirming' : 'ready',
  );
  const notice = useSelector(ref, (s) => s.context.notice);
  const error = useSelector(ref, (s) => s.context.error);
  return useMemo(
    () => ({
      state,
      notice,
      error,
      close: (symbol: string, size?: number) =>
        ref.send(
          size === undefined
            ? { type: 'positions.close', symbol }
            : { type: 'positions.close', symbol, size },
        ),
      closeAll: (symbols: readonly string[]) => ref.send({ type: 'positions.closeAll', symbols }),
      confirm: () => ref.send({ type: 'positions.confirm' }),
      cancel: () => ref.send({ type: 'positions.cancel' }),
      editStops: (symbol: string, stopLoss: number | null, takeProfit: number | null) =>
        ref.send({ type: 'positions.editStops', symbol, stopLoss, takeProfit }),
    }),
    [ref, state, notice, error],
  );
}
