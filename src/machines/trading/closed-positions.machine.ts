import { assign, fromPromise, setup } from 'xstate';
import type { ClosedPosition } from '../../contracts/records.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { failTo } from '../invoke-outcomes.ts';
import { notProvided } from '../not-provided.ts';

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
  types: {
    context: {} as ClosedPositionsContext,
    events: {} as ClosedPositionsEvent,
    input: {} as { userId: string },
  },
  actors: {
    fetchClosed: fromPromise<readonly ClosedPosition[], { userId: string }>(async () =>
      notProvided('closedPositions.fetchClosed'),
    ),
  },
  actions: {
    take: assign((_, params: { positions: readonly ClosedPosition[] }) => ({
      positions: params.positions,
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({
      error: apiErrorMessage(params.error),
    })),
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
