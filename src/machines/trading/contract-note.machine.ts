import { assign, fromPromise, setup } from 'xstate';
import type { ContractNote } from '../../contracts/records.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { notProvided } from '../not-provided.ts';

export interface ContractNoteContext {
  readonly userId: string;
  readonly orderId: string;
  readonly note: ContractNote | null;
  readonly error: string | null;
}

export type ContractNoteEvent = { type: 'note.retry' };

/** An executed order's contract note: loading, shown (printable), or failed with a retry. */
export const contractNoteMachine = setup({
  types: {
    context: {} as ContractNoteContext,
    events: {} as ContractNoteEvent,
    input: {} as { userId: string; orderId: string },
  },
  actors: {
    fetchNote: fromPromise<ContractNote, { userId: string; orderId: string }>(async () =>
      notProvided('contractNote.fetchNote'),
    ),
  },
  actions: {
    takeNote: assign((_, params: { note: ContractNote }) => ({ note: params.note, error: null })),
    showError: assign((_, params: { error: unknown }) => ({
      error: apiErrorMessage(params.error),
    })),
  },
}).createMachine({
  id: 'contractNote',
  description: 'An executed order’s contract note: loading, shown, or failed with a retry.',
  context: ({ input }) => ({ ...input, note: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The note is being read.',
      invoke: {
        id: 'fetchNote',
        src: 'fetchNote',
        input: ({ context }) => ({ userId: context.userId, orderId: context.orderId }),
        onDone: {
          target: 'shown',
          actions: { type: 'takeNote', params: ({ event }) => ({ note: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: { description: 'The note shows, ready to print.' },
    failed: {
      description: 'The note could not be read; the words show.',
      on: { 'note.retry': { target: 'loading' } },
    },
  },
});
