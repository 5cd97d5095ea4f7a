/**
 * The transaction history, pinned independently of the path planner (the model-based test derives
 * its paths from the machine, so a mutant changes both sides): events in, state and context out.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  type TransactionsPage,
  type TransactionsQueryInput,
  transactionsMachine,
} from '../../src/machines/funds/transactions.machine.ts';
import { heldPromises, nextMacrotask } from './support/held-promises.ts';

const row = (id: string) => ({
  id,
  type: 'deposit' as const,
  amount: 10,
  walletChange: 10,
  status: 'completed' as const,
  balanceAfter: 10,
  createdAt: 'x',
  updatedAt: 'x',
});

function start(pageSize = 2) {
  const fetches = heldPromises<TransactionsPage, TransactionsQueryInput>();
  let fundsChanged: () => void = () => {};
  const machine = transactionsMachine.provide({
    actors: {
      fetchTransactions: fetches.logic,
      fundsChanges: fromCallback(({ sendBack }) => {
        fundsChanged = () => sendBack({ type: 'history.refresh' });
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: 'u-1', pageSize } }).start();
  const answer = async (page: TransactionsPage) => {
    fetches.calls.at(-1)?.resolve(page);
    await nextMacrotask();
  };
  const fail = async (error: unknown) => {
    fetches.calls.at(-1)?.reject(error);
    await nextMacrotask();
  };
  const queries = fetches.inputs;
  return { actor, queries, answer, fail, fundsChanged: () => fundsChanged() };
}

describe('transactions, events in, state and context out', () => {
  it('reads page 1 of every type at start, then shows the rows and the total', async () => {
    const { actor, queries, answer } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      userId: 'u-1',
      page: 1,
      pageSize: 2,
      type: null,
      rows: [],
      total: 0,
      error: null,
    });
    expect(queries).toEqual([{ userId: 'u-1', page: 1, pageSize: 2, type: null }]);
    await answer({ transactions: [row('a'), row('b')], total: 3 });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(actor.getSnapshot().context.total).toBe(3);
  });

  it('goes to another existing page only', async () => {
    const { actor, queries, answer } = start();
    await answer({ transactions: [row('a'), row('b')], total: 4 });
    for (const page of [0, -1, 1, 3, 9]) {
      actor.send({ type: 'history.page', page });
      expect(actor.getSnapshot().value).toBe('loaded');
      expect(actor.getSnapshot().context.page).toBe(1);
    }
    expect(queries).toHaveLength(1);
    actor.send({ type: 'history.page', page: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(queries.at(-1)).toEqual({ userId: 'u-1', page: 2, pageSize: 2, type: null });
    await answer({ transactions: [row('c'), row('d')], total: 4 });
    actor.send({ type: 'history.page', page: 2 });
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'history.page', page: 1 });
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('has one page when there is nothing yet', async () => {
    const { actor, queries, answer } = start(2);
    await answer({ transactions: [], total: 0 });
    actor.send({ type: 'history.page', page: 2 });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(queries).toHaveLength(1);
  });

  it('a filter starts at page 1 of that type; a refresh reads the shown page again', async () => {
    const { actor, queries, answer, fundsChanged } = start();
    await answer({ transactions: [row('a'), row('b')], total: 4 });
    actor.send({ type: 'history.page', page: 2 });
    await answer({ transactions: [row('c')], total: 4 });
    actor.send({ type: 'history.filter', transactionType: 'withdrawal' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, type: 'withdrawal' });
    expect(queries.at(-1)).toEqual({ userId: 'u-1', page: 1, pageSize: 2, type: 'withdrawal' });
    await answer({ transactions: [row('w')], total: 1 });
    fundsChanged();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(queries.at(-1)).toEqual({ userId: 'u-1', page: 1, pageSize: 2, type: 'withdrawal' });
    actor.send({ type: 'history.refresh' });
    expect(queries).toHaveLength(5);
  });

  it('shows why the history could not be read, and a refresh retries', async () => {
    const { actor, queries, answer, fail } = start();
    await fail(new Error('boom'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(typeof actor.getSnapshot().context.error).toBe('string');
    expect(actor.getSnapshot().context.error).not.toBe('');
    actor.send({ type: 'history.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(queries).toHaveLength(2);
    await answer({ transactions: [row('a')], total: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
