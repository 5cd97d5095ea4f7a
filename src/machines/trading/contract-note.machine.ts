import { assign, setup } from 'xstate';
import type { ContractNote } from '../../contracts/records.ts';
import { errorInWords, failTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { providedRequest } from '../not-provided.ts';

export interface ContractNoteContext {
  readonly userId: string;
  /** The executed order whose note is open; null while no note is open. */
  readonly orderId: string | null;
  readonly note: ContractNote | null;
  readonly error: string | null;
}

export type ContractNoteEvent =
  | { type: 'note.open'; orderId: string }
  | { type: 'note.close' }
  | { type: 'note.retry' };

/**
 * The /orders page's contract note dialog: closed until a fill's "Contract note" opens it on an
 * order, then loading, shown (printable), or failed with a retry; closing it forgets the note.
 */
export const contractNoteMachine = setup({
  types: {} as MachineTypes<ContractNoteContext, ContractNoteEvent, { userId: string }>,
  actors: {
    fetchNote: providedRequest<ContractNote, { userId: string; orderId: string }>(
      'contractNote.fetchNote',
    ),
  },
  actions: {
    openOn: assign((_, params: { orderId: string }) => ({
      orderId: params.orderId,
      note: null,
      error: null,
    })),
    forget: assign({ orderId: null, note: null, error: null }),
    takeNote: assign((_, params: { note: ContractNote }) => ({ note: params.note, error: null })),
    showError: assign(errorInWords),
  },
}).createMachine({
  id: 'contractNote',
  description:
    'The contract note dialog of /orders: closed, or open on an executed order: loading, shown, or failed with a retry.',
  context: ({ input }) => ({ userId: input.userId, orderId: null, note: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'No note is open.',
      on: {
        'note.open': {
          target: 'loading',
          actions: { type: 'openOn', params: ({ event }) => ({ orderId: event.orderId }) },
        },
      },
    },
    loading: {
      description: 'The note is being read.',
      invoke: {
        id: 'fetchNote',
        src: 'fetchNote',
        input: ({ context }) => ({ userId: context.userId, orderId: context.orderId ?? '' }),
        onDone: {
          target: 'shown',
          actions: { type: 'takeNote', params: ({ event }) => ({ note: event.output }) },
        },
        onError: failTo('failed'),
      },
      on: { 'note.close': { target: 'closed', actions: 'forget' } },
    },
    shown: {
      description: 'The note shows, ready to print.',
      on: { 'note.close': { target: 'closed', actions: 'forget' } },
    },
    failed: {
      description: 'The note could not be read; the words show.',
      on: {
        'note.retry': { target: 'loading' },
        'note.close': { target: 'closed', actions: 'forget' },
      },
    },
  },
});
