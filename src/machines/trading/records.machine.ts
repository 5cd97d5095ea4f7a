import { assign, setup } from 'xstate';
import type { FinancialYearStatement } from '../../contracts/records.ts';
import { errorInWords, failTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { providedRequest } from '../not-provided.ts';

export interface RecordsContext {
  readonly userId: string;
  readonly statement: FinancialYearStatement | null;
  readonly error: string | null;
}

export type RecordsEvent =
  | { type: 'records.export'; from: string; to: string }
  | { type: 'records.statement'; fy: number }
  | { type: 'records.closeStatement' };

/**
 * The records a trader takes away: the CSV of orders, fills and wallet transactions for a date
 * range (saved as a file), and the financial-year statement (shown, printable). One at a time.
 */
export const recordsMachine = setup({
  types: {} as MachineTypes<RecordsContext, RecordsEvent, { userId: string }>,
  actors: {
    exportCsv: providedRequest<void, { userId: string; from: string; to: string }>(
      'records.exportCsv',
    ),
    fetchStatement: providedRequest<FinancialYearStatement, { userId: string; fy: number }>(
      'records.fetchStatement',
    ),
  },
  guards: {
    isRange: ({ event }) =>
      event.type === 'records.export' &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.from) &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.to) &&
      event.from <= event.to,
  },
  actions: {
    clearError: assign({ error: null }),
    badRange: assign({ error: 'Choose a start date on or before the end date.' }),
    takeStatement: assign((_, params: { statement: FinancialYearStatement }) => ({
      statement: params.statement,
    })),
    closeStatement: assign({ statement: null }),
    showError: assign(errorInWords),
  },
}).createMachine({
  id: 'records',
  description:
    'CSV export for a date range and the financial-year statement: idle, exporting, loading the statement; refusals in words.',
  context: ({ input }) => ({ userId: input.userId, statement: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being fetched; a statement may be showing.',
      on: {
        'records.export': [
          { guard: 'isRange', target: 'exporting', actions: 'clearError' },
          { actions: 'badRange' },
        ],
        'records.statement': { target: 'loadingStatement', actions: 'clearError' },
        'records.closeStatement': { actions: 'closeStatement' },
      },
    },
    exporting: {
      description: 'The CSV is being made and saved.',
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context, event }) => ({
          userId: context.userId,
          from: event.type === 'records.export' ? event.from : '',
          to: event.type === 'records.export' ? event.to : '',
        }),
        onDone: { target: 'idle' },
        onError: failTo('idle'),
      },
    },
    loadingStatement: {
      description: 'The statement is being read.',
      invoke: {
        id: 'fetchStatement',
        src: 'fetchStatement',
        input: ({ context, event }) => ({
          userId: context.userId,
          fy: event.type === 'records.statement' ? event.fy : 0,
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'takeStatement', params: ({ event }) => ({ statement: event.output }) },
        },
        onError: failTo('idle'),
      },
    },
  },
});
