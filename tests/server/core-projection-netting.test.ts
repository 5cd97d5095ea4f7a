import { describe, expect, test } from 'vitest';
import { RowBuilder } from '../../server/core/projections/projection-rows.ts';
import { BTC, BTC_MARK, CoreDriver, order, quoteAt } from './support/core-driver.ts';

const TRADER = '7b0c6a52-5d0e-4c1e-9a51-1d2f3e4a5b6c';

/** Every account's change over some results, posting by posting, as the core made them. */
function changesOf(results: readonly { events: readonly unknown[] }[]) {
  const changes = new Map<string, number>();
  for (const result of results) {
    for (const event of result.events as {
      type: string;
      transaction?: { entries: { account: string; amount: number }[] };
    }[]) {
      for (const { account, amount } of event.transaction?.entries ?? []) {
        changes.set(account, (changes.get(account) ?? 0) + amount);
      }
    }
  }
  for (const [account, amount] of changes) if (amount === 0) changes.delete(account);
  return changes;
}

function tradingRound() {
  const driver = new CoreDriver();
  driver.tick([quoteAt(BTC, BTC_MARK)]);
  driver.deposit(TRADER, 500_000);
  const results = [];
  const rested = driver.run(order(TRADER, BTC, 'BUY', 1, 10, Math.round(BTC_MARK * 0.99)));
  results.push(rested);
  if (rested.answer.kind !== 'order') throw new Error('the limit order did not rest');
  results.push(driver.run({ type: 'cancel', userId: TRADER, orderId: rested.answer.order.id }));
  results.push(driver.run(order(TRADER, BTC, 'BUY', 1, 10)));
  results.push(driver.run(order(TRADER, BTC, 'SELL', 1, 10)));
  return { driver, results, limitOrderId: rested.answer.order.id };
}

describe("the projection's ledger rows for a trader's own holds and margin", () => {
  test('are netted per flush: one journal per kind and owner, each balanced, every balance unchanged', () => {
    const { driver, results, limitOrderId } = tradingRound();
    const builder = new RowBuilder((s) => driver.core.units(s));
    for (const result of results) builder.add(result);
    const rows = builder.finish();

    const raw = results.flatMap((r) => r.events.filter((e) => e.type === 'transaction'));
    const internal = raw.filter(
      (e) =>
        e.type === 'transaction' &&
        ['hold', 'margin'].includes(e.transaction.kind) &&
        e.transaction.walletDeltaPaise === 0,
    );
    expect(internal.length).toBeGreaterThanOrEqual(6);
    const netted = rows.journals.filter((j) => j.kind === 'hold' || j.kind === 'margin');
    expect(netted.length).toBeLessThanOrEqual(2);
    // The fees the trader saw are journals of their own, as before.
    expect(rows.journals.filter((j) => j.kind === 'fee')).toHaveLength(2);
    for (const journal of rows.journals) {
      const sum = rows.entries
        .filter((e) => e.journalId === journal.id)
        .reduce((total, e) => total + e.amountPaise, 0);
      expect(sum, journal.memo).toBe(0);
    }
    // Each account moves by exactly what the core posted to it.
    const moved = new Map<string, number>();
    for (const account of rows.accounts.values())
      if (account.delta !== 0) moved.set(account.id, account.delta);
    expect(moved).toEqual(changesOf(results));
    // The limit order placed and cancelled within the flush leaves no account behind.
    expect(rows.accounts.has(`hold:${TRADER}:${limitOrderId}`)).toBe(false);
  });

  test('a hold still open at the end of a flush is written, with its balance', () => {
    const driver = new CoreDriver();
    driver.tick([quoteAt(BTC, BTC_MARK)]);
    driver.deposit(TRADER, 500_000);
    const rested = driver.run(order(TRADER, BTC, 'BUY', 1, 10, Math.round(BTC_MARK * 0.99)));
    if (rested.answer.kind !== 'order') throw new Error('the limit order did not rest');
    const builder = new RowBuilder((s) => driver.core.units(s));
    builder.add(rested);
    const rows = builder.finish();
    const hold = `hold:${TRADER}:${rested.answer.order.id}`;
    expect(rows.accounts.get(hold)?.delta).toBe(
      driver.core.snapshot().balances.find(([a]) => a === hold)?.[1],
    );
    expect(rows.journals.map((j) => j.kind)).toEqual(['hold']);
  });
});
