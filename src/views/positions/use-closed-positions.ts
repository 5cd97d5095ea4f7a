import { useSelector } from '@xstate/react';
import { systemIds } from '../../machines/ids.ts';
import type { tradingFlows } from '../../trading-flows.ts';
import { usePageActor } from '../hooks/use-page-actor.ts';

/** The closed-positions tab's actor, run by the root while /positions is shown. */
export function useClosedPositions() {
  const ref = usePageActor<(typeof tradingFlows)['closedPositions']>(systemIds.closedPositions);
  const state = useSelector(ref, (s) => (s?.value ?? 'loading') as 'loading' | 'shown' | 'failed');
  const positions = useSelector(ref, (s) => s?.context.positions ?? NONE);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  return {
    state,
    positions,
    error,
    refresh: () => ref?.send({ type: 'closed.refresh' }),
    retry: () => ref?.send({ type: 'closed.retry' }),
  };
}

const NONE: readonly never[] = [];
