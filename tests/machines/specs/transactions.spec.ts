import {
  type TransactionsContext,
  transactionsMachine,
} from '../../../src/machines/funds/transactions.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const row = (id: string) => ({
  id,
  type: 'deposit',
  amount: 10,
  status: 'completed',
  balanceAfter: 10,
  createdAt: 'x',
  updatedAt: 'x',
});

export const transactionsSpec: ModelSpec = defineModelSpec({
  name: 'transactions',
  machine: transactionsMachine,
  input: { userId: 'u-1', pageSize: 2 },
  events: {
    ...samples('history.filter', { transactionType: 'deposit' }, { transactionType: null }),
    ...samples('history.page', { page: 2 }, { page: 1 }, { page: 9 }),
    ...bareEvents('history.refresh'),
  },
  invokes: {
    fetchTransactions: {
      done: [{ transactions: [row('a'), row('b')], total: 3 }],
      error: [new Error('500')],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as TransactionsContext;
    return {
      page: context.page,
      type: context.type,
      total: context.total,
      error: context.error !== null,
    };
  },
  check: ({ snapshot, event }) => {
    const context = snapshot.context as TransactionsContext;
    if (event.type === 'history.filter' && context.page !== 1)
      throw new Error('a new filter starts at page 1');
    if (context.page > 2) throw new Error(`page ${context.page} is past the last page`);
    if (snapshot.matches('failed') && context.error === null)
      throw new Error('failed without a message');
  },
});
