import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type ClosedPosition, recordsPaths } from '../../contracts/records.ts';
import { closedPositionsMachine } from '../../machines/trading/closed-positions.machine.ts';
import { authServices } from '../../system.ts';

const logic = closedPositionsMachine.provide({
  actors: {
    fetchClosed: fromPromise<readonly ClosedPosition[], { userId: string }>(async ({ input }) => {
      const answer = await authServices.http.request<{ positions: ClosedPosition[] }>(
        recordsPaths.closedPositions.replace(/^\/api\/v1/, ''),
        { query: { userId: input.userId } },
      );
      return answer.positions;
    }),
  },
});

/** The closed-positions tab's actor, living as long as the tab. */
export function useClosedPositions(userId: string) {
  const ref = useActorRef(logic, { input: { userId } });
  const state = useSelector(ref, (s) => s.value as 'loading' | 'shown' | 'failed');
  const positions = useSelector(ref, (s) => s.context.positions);
  const error = useSelector(ref, (s) => s.context.error);
  return {
    state,
    positions,
    error,
    refresh: () => ref.send({ type: 'closed.refresh' }),
    retry: () => ref.send({ type: 'closed.retry' }),
  };
}
