import {
  type RecordsContext,
  recordsMachine,
} from '../../../src/machines/trading/records.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

export const recordsSpec: ModelSpec = defineModelSpec({
  name: 'records',
  machine: recordsMachine,
  input: { userId: 'u-1' },
  events: {
    ...samples(
      'records.export',
      { from: '2026-04-01', to: '2026-11-23' },
      { from: '2026-11-23', to: '2026-04-01' },
    ),
    ...samples('records.statement', { fy: 2026 }),
    ...bareEvents('records.closeStatement'),
  },
  invokes: {
    exportCsv: { done: [undefined], error: [new Error('500')] },
    fetchStatement: {
      done: [
        {
          fy: 2026,
          from: '2026-04-01',
          to: '2027-03-31',
          realisedByInstrument: [],
          fees: 20,
          gst: 3.6,
          deposits: 50000,
          withdrawals: 0,
        },
      ],
      error: [new Error('500')],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as RecordsContext;
    return { statement: context.statement !== null, error: context.error !== null };
  },
  check: ({ snapshot, event }) => {
    const context = snapshot.context as RecordsContext;
    if (
      event.type === 'records.export' &&
      (event as unknown as { from: string }).from === '2026-11-23' &&
      context.error === null
    ) {
      throw new Error('a backwards range must be refused in words');
    }
    if (snapshot.matches('exporting') && context.error !== null) throw new Error('stale error');
  },
});
