import {
  type ContractNoteContext,
  contractNoteMachine,
} from '../../../src/machines/trading/contract-note.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

export const contractNoteSpec: ModelSpec = defineModelSpec({
  name: 'contract-note',
  machine: contractNoteMachine,
  input: { userId: 'u-1', orderId: '5' },
  events: { 'note.retry': [{ type: 'note.retry' }] },
  invokes: {
    fetchNote: {
      done: [{ noteId: 'CN-5', orderId: '5', brokerage: 20, gst: 3.6 }],
      error: [{ body: { message: 'Contract note not found' } }],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as ContractNoteContext;
    return { note: context.note !== null, error: context.error };
  },
  check: ({ snapshot }) => {
    const context = snapshot.context as ContractNoteContext;
    if (snapshot.matches('shown') && context.note === null) throw new Error('shown without a note');
    if (snapshot.matches('failed') && context.error === null) throw new Error('failed silently');
  },
});
