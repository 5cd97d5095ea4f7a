import {
  type ContractNoteContext,
  contractNoteMachine,
} from '../../../src/machines/trading/contract-note.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';
import { pinTransitions } from './pinned-transitions.ts';

/**
 * What the dialog must do, independent of the machine's code: a fill's "Contract note" opens it
 * and reads the note; Close shuts it from every step; a failure can be retried.
 */
const pinned = pinTransitions<'closed' | 'loading' | 'shown' | 'failed'>({
  initial: 'closed',
  expected: {
    closed: { 'note.open': 'loading', 'note.close': 'closed', 'note.retry': 'closed' },
    loading: {
      'xstate.done.actor.fetchNote': 'shown',
      'xstate.error.actor.fetchNote': 'failed',
      'note.close': 'closed',
    },
    shown: { 'note.close': 'closed' },
    failed: { 'note.retry': 'loading', 'note.close': 'closed' },
  },
});

export const contractNoteSpec: ModelSpec = defineModelSpec({
  name: 'contract-note',
  machine: contractNoteMachine,
  input: { userId: 'u-1' },
  events: {
    ...samples('note.open', { orderId: '5' }),
    ...bareEvents('note.close', 'note.retry'),
  },
  invokes: {
    fetchNote: {
      done: [{ noteId: 'CN-5', orderId: '5', brokerage: 20, gst: 3.6 }],
      error: [{ body: { message: 'Contract note not found' } }],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as ContractNoteContext;
    return { orderId: context.orderId, note: context.note !== null, error: context.error };
  },
  check: (args) => {
    pinned(args);
    const { snapshot } = args;
    const context = snapshot.context as ContractNoteContext;
    if (snapshot.matches('shown') && context.note === null) throw new Error('shown without a note');
    if (snapshot.matches('failed') && context.error === null) throw new Error('failed silently');
    if (snapshot.matches('closed') && (context.orderId !== null || context.note !== null)) {
      throw new Error('a closed dialog keeps a note');
    }
    if (!snapshot.matches('closed') && context.orderId !== '5') {
      throw new Error('an open dialog without its order');
    }
  },
});
