import { assign, setup } from 'xstate';
import type { ClosedPosition } from '../../contracts/records.ts';
import { errorInWords, failTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { providedRequest } from '../not-provided.ts';

export interface ClosedPositionsContext {
  readonly userId: string;
  readonly positions: readonly ClosedPosition[];
  readonly error: string | null;
}

export type ClosedPositionsEvent = { type: 'closed.refresh' } | { type: 'closed.retry' };

/**
 * The closed-positions tab of /positions: its list read once the tab opens (the read waits for
 * the trader's last command to be projected), read again on refresh; a failure in words, retried.
 */
export const closedPositionsMachine = setup({
  types: {} as MachineTypes<ClosedPositionsContext, ClosedPositionsEvent, { userId: string }>,
  actors: {
    fetchClosed: providedRequest<readonly ClosedPosition[], { userId: string }>(
      'closedPositions.fetchClosed',
    ),
  },
  actions: {
    take: assign((_, params: { positions: readonly ClosedPosition[] }) => ({
      positions: params.positions,
      error: null,
    })),
    showError: assign(errorInWords),
  },
}).createMachine({
  id: 'closedPositions',
  description:
    'The closed positions of /positions: loading, shown (refreshed on demand), or failed in words with a retry.',
  context: ({ input }) => ({ userId: input.userId, positions: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /records/closed-positions.',
      invoke: {
        id: 'fetchClosed',
        src: 'fetchClosed',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'shown',
          actions: { type: 'take', params: ({ event }) => ({ positions: event.output }) },
        },
        onError: failTo('failed'),
      },
    },
    shown: {
      description: 'The list is shown; a refresh reads it again.',
      on: { 'closed.refresh': { target: 'loading' } },
    },
    failed: {
      description: 'The read failed: the error in words and a retry.',
      on: { 'closed.retry': { target: 'loading' } },
    },
  },
});
