import { assertEvent, assign, type EventObject, fromCallback, setup } from 'xstate';
import type { FundsTransaction, TransactionType } from '../../contracts/funds.ts';
import { errorInWords, failTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

export interface TransactionsPage {
  readonly transactions: readonly FundsTransaction[];
  readonly total: number;
}

export interface TransactionsContext {
  readonly userId: string;
  readonly page: number;
  readonly pageSize: number;
  readonly type: TransactionType | null;
  readonly rows: readonly FundsTransaction[];
  readonly total: number;
  readonly error: string | null;
}

export type TransactionsEvent =
  | { type: 'history.filter'; transactionType: TransactionType | null }
  | { type: 'history.page'; page: number }
  /** The funds changed (a stream snapshot): read the shown page again. */
  | { type: 'history.refresh' };

export interface TransactionsQueryInput {
  readonly userId: string;
  readonly page: number;
  readonly pageSize: number;
  readonly type: TransactionType | null;
}

const load = { target: '#transactions.loading', reenter: true } as const;

/** Whose history, and how many rows a page shows. */
export type TransactionsInput = { userId: string; pageSize: number };

/**
 * The wallet's transaction history: newest first, one page at a time, filtered by type. A new
 * filter starts at page 1; a refresh (the funds changed) reloads the shown page.
 */
export const transactionsMachine = setup({
  types: {} as MachineTypes<TransactionsContext, TransactionsEvent, TransactionsInput>,
  actors: {
    fetchTransactions: providedRequest<TransactionsPage, TransactionsQueryInput>(
      'transactions.fetchTransactions',
    ),
    /** Sends `history.refresh` whenever the trader's funds change (a fund stream snapshot). */
    fundsChanges: fromCallback<EventObject, void, TransactionsEvent>(() =>
      notProvided('transactions.fundsChanges'),
    ),
  },
  guards: {
    // Each guard and action below has one event: assertEvent narrows its type (a branch for
    // other events would be dead code that no test can tell from its mutants).
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'history.page');
      return (
        event.page >= 1 &&
        event.page !== context.page &&
        (event.page - 1) * context.pageSize < Math.max(context.total, 1)
      );
    },
  },
  actions: {
    takeFilter: assign(({ event }) => {
      assertEvent(event, 'history.filter');
      return { type: event.transactionType, page: 1 };
    }),
    takePage: assign(({ event }) => {
      assertEvent(event, 'history.page');
      return { page: event.page };
    }),
    takeRows: assign((_, params: { page: TransactionsPage }) => ({
      rows: params.page.transactions,
      total: params.page.total,
      error: null,
    })),
    showError: assign(errorInWords),
  },
}).createMachine({
  id: 'transactions',
  description:
    'The transaction history: newest first, paged, filterable by type; refreshed when the funds change.',
  context: ({ input }) => ({
    userId: input.userId,
    page: 1,
    pageSize: input.pageSize,
    type: null,
    rows: [],
    total: 0,
    error: null,
  }),
  initial: 'loading',
  invoke: { id: 'fundsChanges', src: 'fundsChanges' },
  on: {
    'history.filter': { ...load, actions: 'takeFilter' },
    'history.page': { guard: 'isOtherPage', ...load, actions: 'takePage' },
    'history.refresh': load,
  },
  states: {
    loading: {
      description: 'The page is being read; the last rows stay on screen meanwhile.',
      invoke: {
        id: 'fetchTransactions',
        src: 'fetchTransactions',
        input: ({ context }) => ({
          userId: context.userId,
          page: context.page,
          pageSize: context.pageSize,
          type: context.type,
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'takeRows', params: ({ event }) => ({ page: event.output }) },
        },
        onError: failTo('failed'),
      },
    },
    loaded: { description: 'The page is shown.' },
    failed: {
      description: 'The history could not be read; the message is shown; a refresh retries.',
    },
  },
});
