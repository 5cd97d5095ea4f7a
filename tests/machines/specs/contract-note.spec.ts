import type { AnyMachineSnapshot } from 'xstate';
import {
  type ContractNoteContext,
  contractNoteMachine,
} from '../../../src/machines/trading/contract-note.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';

/**
 * What the dialog must do, independent of the machine's code: a fill's "Contract note" opens it
 * and reads the note; Close shuts it from every step; a failure can be retried.
 */
const EXPECTED: readonly [state: string, event: string, next: string][] = [
  ['closed', 'note.open', 'loading'],
  ['loading', 'xstate.done.actor.fetchNote', 'shown'],
  ['loading', 'xstate.error.actor.fetchNote', 'failed'],
  ['failed', 'note.retry', 'loading'],
  ['loading', 'note.close', 'closed'],
  ['shown', 'note.close', 'closed'],
  ['failed', 'note.close', 'closed'],
  ['closed', 'note.close', 'closed'],
  ['closed', 'note.retry', 'closed'],
];

const stateOf = (snapshot: AnyMachineSnapshot): string => String(snapshot.value);
const before = new WeakMap<object, string>();

export const contractNoteSpec: ModelSpec = defineModelSpec({
  name: 'contract-note',
  machine: contractNoteMachine,
  input: { userId: 'u-1' },
  events: {
    'note.open': [{ type: 'note.open', orderId: '5' }],
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
  check: ({ run, snapshot, event }) => {
    const context = snapshot.context as ContractNoteContext;
    if (snapshot.matches('shown') && context.note === null) throw new Error('shown without a note');
    if (snapshot.matches('failed') && context.error === null) throw new Error('failed silently');
    if (snapshot.matches('closed') && (context.orderId !== null || context.note !== null)) {
      throw new Error('a closed dialog keeps a note');
    }
    if (!snapshot.matches('closed') && context.orderId !== '5') {
      throw new Error('an open dialog without its order');
    }
    const previous = before.get(run);
    before.set(run, stateOf(snapshot));
    if (previous === undefined) {
      if (stateOf(snapshot) !== 'closed') throw new Error('the dialog does not start closed');
      return;
    }
    const row = EXPECTED.find(([from, type]) => from === previous && type === event.type);
    if (row !== undefined && stateOf(snapshot) !== row[2]) {
      throw new Error(`${row[0]} --${row[1]}--> ${stateOf(snapshot)}, expected ${row[2]}`);
    }
  },
});
