import { randomUUID } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { unnestRows } from '../../db/unnest.ts';
import { availableAccount, type Entry, UnbalancedJournalError } from '../funds/ledger.ts';
import type { OrderRow } from './fill-ledger.ts';

interface PendingJournal {
  readonly id: string;
  readonly transactionId: string;
  readonly memo: string;
  readonly entries: readonly Entry[];
  readonly now: Date;
}

/**
 * The ledger journals of the transaction in progress (fills, fees, holds returned), kept here and
 * posted at its end in one statement for all of them: the journals, their entries, one balance
 * update per account touched (the accounts locked in id order first, so two transactions never
 * wait on each other in a cycle) and the ends of the orders' fee transactions. What is not yet on the balances is `pending`: a check of a
 * balance in the transaction adds it to what the database holds. The CHECK on `ledger_account`
 * and the deferred balanced-journal trigger still refuse an overdraft or an unbalanced journal at
 * the end; the desk then rolls the batch back and runs each command alone.
 */
export class BatchLedger {
  readonly #journals: PendingJournal[] = [];
  /** Per account, what the pending journals move and no statement has put on the balance yet. */
  readonly #unapplied = new Map<string, bigint>();
  /** The fee transactions to end (by id): completed or failed, and the trader's available account. */
  readonly #feeEnds = new Map<string, { status: 'completed' | 'failed'; account: string }>();

  /** Keeps one balanced journal for the end of the transaction. */
  post(journal: Omit<PendingJournal, 'id'>): void {
    const entries = journal.entries.filter((entry) => entry.amount !== 0n);
    const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
    if (sum !== 0n || entries.length < 2) throw new UnbalancedJournalError(sum);
    this.#journals.push({ ...journal, entries, id: randomUUID() });
    for (const { account, amount } of entries) {
      this.#unapplied.set(account, (this.#unapplied.get(account) ?? 0n) + amount);
    }
  }

  /** What the pending journals move on an account that is not on its balance yet. */
  pending(account: string): bigint {
    return this.#unapplied.get(account) ?? 0n;
  }

  /** Takes an account's pending movement: the caller's statement puts it on the balance itself. */
  take(account: string): bigint {
    const amount = this.pending(account);
    this.#unapplied.delete(account);
    return amount;
  }

  /**
   * Marks an order's fee transaction completed (it filled) or failed (it ended unfilled) at the
   * end, with the trader's available balance as the transaction leaves it.
   */
  endFee(order: OrderRow): void {
    this.#feeEnds.set(order.transaction_id as string, {
      status: order.filled > 0 ? 'completed' : 'failed',
      account: availableAccount(order.user_id),
    });
  }

  clear(): void {
    this.#journals.length = 0;
    this.#unapplied.clear();
    this.#feeEnds.clear();
  }

  /**
   * Posts the journals and ends the fee transactions in one statement. A fee transaction's balance
   * after is its trader's available balance as the statement leaves it.
   */
  async flush(trx: Db, now: Date): Promise<void> {
    const journals = this.#journals.splice(0);
    const sums = [...this.#unapplied].filter(([, amount]) => amount !== 0n);
    const feeEnds = [...this.#feeEnds];
    this.clear();
    const parts: RawBuilder<unknown>[] = [];
    if (journals.length > 0) parts.push(...journalWrites(journals));
    if (sums.length > 0) parts.push(...balanceMoves(sums, now));
    if (feeEnds.length > 0) parts.push(feeEndWrite(feeEnds, sums.length > 0, now));
    if (parts.length > 0) await sql`with ${sql.join(parts)} select 1`.execute(trx);
  }
}

/** The journals and their entries, as WITH queries. */
function journalWrites(journals: readonly PendingJournal[]): RawBuilder<unknown>[] {
  const journalRows = unnestRows(journals, {
    id: ['uuid', (j) => j.id],
    transaction_id: ['uuid', (j) => j.transactionId],
    memo: ['text', (j) => j.memo],
    created_at: ['timestamptz', (j) => j.now],
  });
  const entries = journals.flatMap((j) => j.entries.map((e) => ({ journal: j.id, ...e })));
  const entryRows = unnestRows(entries, {
    journal_id: ['uuid', (e) => e.journal],
    account_id: ['text', (e) => e.account],
    amount_paise: ['bigint', (e) => e.amount],
  });
  return [
    sql`journal as (insert into ledger_journal (id, transaction_id, memo, created_at)
      select * from ${journalRows})`,
    sql`entries as (insert into ledger_entry (journal_id, account_id, amount_paise)
      select * from ${entryRows})`,
  ];
}

/**
 * The balances' movements as WITH queries; `moved` returns the balances after. As in postJournal:
 * `locked` is an uncorrelated subquery of the update's condition, run once before the update reads
 * a row, so the accounts are locked in id order and two transactions never wait in a cycle.
 */
function balanceMoves(
  sums: readonly (readonly [string, bigint])[],
  now: Date,
): RawBuilder<unknown>[] {
  const ids = sums.map(([id]) => id).sort();
  const values = unnestRows(sums, {
    id: ['text', ([id]) => id],
    amount: ['bigint', ([, amount]) => amount],
  });
  return [
    sql`locked as (select id from ledger_account where id = any(${ids}::text[]) order by id
      for update)`,
    sql`moved as (update ledger_account a set balance_paise = a.balance_paise + v.amount,
        updated_at = ${now}
      from ${values}
      where a.id = v.id and (select count(*) from locked) > 0
      returning a.id, a.balance_paise)`,
  ];
}

/**
 * Ends the fee transactions, as a WITH query. `moved` has the balances the same statement wrote
 * (the statement's other parts see the balances as they were before it).
 */
function feeEndWrite(
  feeEnds: readonly (readonly [string, { status: string; account: string }])[],
  moved: boolean,
  now: Date,
): RawBuilder<unknown> {
  const rows = unnestRows(feeEnds, {
    id: ['uuid', ([id]) => id],
    status: ['text', ([, end]) => end.status],
    account: ['text', ([, end]) => end.account],
  });
  const before = sql`(select balance_paise from ledger_account where id = v.account)`;
  const after = moved
    ? sql`coalesce((select balance_paise from moved where id = v.account), ${before}, 0)`
    : sql`coalesce(${before}, 0)`;
  return sql`fees as (update funds_transaction f set status = v.status,
      balance_after_paise = ${after}, updated_at = ${now}
    from ${rows}
    where f.id = v.id)`;
}
