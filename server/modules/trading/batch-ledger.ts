import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
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
 * posted at its end as three statements for all of them: the journals, their entries, and one
 * balance update per account touched (the accounts locked in id order first, so two transactions
 * never wait on each other in a cycle). What is not yet on the balances is `pending`: a check of a
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

  async flush(trx: Db, now: Date): Promise<void> {
    const journals = this.#journals.splice(0);
    const sums = [...this.#unapplied].filter(([, amount]) => amount !== 0n);
    const feeEnds = [...this.#feeEnds];
    this.clear();
    if (journals.length > 0) await writeJournals(trx, journals, sums, now);
    if (feeEnds.length > 0) {
      const rows = feeEnds.map(
        ([id, end]) => sql`(${id}::uuid, ${end.status}::text, ${end.account}::text)`,
      );
      await sql`update funds_transaction f set status = v.status,
          balance_after_paise = coalesce((select balance_paise from ledger_account
            where id = v.account), 0), updated_at = ${now}
        from (values ${sql.join(rows)}) as v (id, status, account)
        where f.id = v.id`.execute(trx);
    }
  }
}

/** The journals, their entries and the balances' movements, in one statement. */
async function writeJournals(
  trx: Db,
  journals: readonly PendingJournal[],
  sums: readonly (readonly [string, bigint])[],
  now: Date,
): Promise<void> {
  const journalRows = journals.map(
    (j) => sql`(${j.id}::uuid, ${j.transactionId}::uuid, ${j.memo}, ${j.now}::timestamptz)`,
  );
  const entryRows = journals.flatMap((j) =>
    j.entries.map((e) => sql`(${j.id}::uuid, ${e.account}, ${e.amount.toString()}::bigint)`),
  );
  const inserts = sql`journal as (
      insert into ledger_journal (id, transaction_id, memo, created_at) values ${sql.join(journalRows)}
    ), entries as (
      insert into ledger_entry (journal_id, account_id, amount_paise) values ${sql.join(entryRows)}
    )`;
  if (sums.length === 0) {
    await sql`with ${inserts} select 1`.execute(trx);
    return;
  }
  const ids = sums.map(([id]) => id).sort();
  const values = sums.map(([id, amount]) => sql`(${id}, ${amount.toString()}::bigint)`);
  // As in postJournal: `locked` is an uncorrelated subquery of the update's condition, run once
  // before the update reads a row, so the accounts are locked in id order.
  await sql`with locked as (
      select id from ledger_account where id in (${sql.join(ids)}) order by id for update
    ), ${inserts}
    update ledger_account a set balance_paise = a.balance_paise + v.amount, updated_at = ${now}
    from (values ${sql.join(values)}) as v (id, amount)
    where a.id = v.id and (select count(*) from locked) > 0`.execute(trx);
}
