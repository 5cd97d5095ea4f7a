import { type RawBuilder, sql } from 'kysely';
import { ORDER_FEE_PAISE } from '../../../src/domain/trading/fees.ts';
import type { Db } from '../../db/index.ts';
import { unnestRows } from '../../db/unnest.ts';
import { availableAccount } from '../funds/ledger.ts';
import type { BatchLedger } from './batch-ledger.ts';
import { holdAccount } from './fill-ledger.ts';
import { writeTogether } from './write-together.ts';

interface HeldOrder {
  readonly userId: string;
  readonly orderId: string;
  readonly transactionId: string;
  readonly balanceAfter: bigint;
}

/**
 * Order holds taken in memory for a group commit. The batch locks its traders' available
 * balances once, at its start (`lock`: the same row lock a funds movement takes, so a deposit or
 * withdrawal waits for the batch); each order's margin and fee is then checked against that balance
 * plus what the batch's journals move on it, and its hold becomes a pending journal of the
 * BatchLedger (available → hold). The orders' fee transactions and hold accounts are written at the
 * end (`writes`, before the ledger's journals). A balance that another statement of the
 * batch writes directly (option fills, risk closes, settlement: they call `forget` first) is no
 * longer known here, and its holds take the one-statement path (order-hold.ts).
 */
export class BatchHolds {
  readonly #ledger: BatchLedger;
  /** Locked available balances as the database held them at the batch's start. */
  readonly #balances = new Map<string, bigint>();
  readonly #held: HeldOrder[] = [];

  constructor(ledger: BatchLedger) {
    this.#ledger = ledger;
  }

  /** Locks these traders' available balances for the batch and remembers them. */
  async lock(trx: Db, userIds: ReadonlySet<string>): Promise<void> {
    if (userIds.size === 0) return;
    const ids = [...userIds].map(availableAccount).sort();
    const { rows } = await sql<{ id: string; balance_paise: string | number }>`
      select id, balance_paise from ledger_account where id = any(${ids}::text[])
      order by id for update`.execute(trx);
    for (const row of rows) this.#balances.set(row.id, BigInt(row.balance_paise));
  }

  /** Whether this trader's available balance is known to the batch. */
  knows(userId: string): boolean {
    return this.#balances.has(availableAccount(userId));
  }

  /**
   * Holds `reserve` (margin and fee) from a known available balance when it covers it; returns
   * the balance after, or undefined when it does not (nothing is kept then).
   */
  hold(
    order: Omit<HeldOrder, 'balanceAfter'> & { reserve: bigint; now: Date },
  ): bigint | undefined {
    const account = availableAccount(order.userId);
    const locked = this.#balances.get(account);
    if (locked === undefined) throw new Error(`the batch did not lock ${account}`);
    const balanceAfter = locked + this.#ledger.pending(account) - order.reserve;
    if (balanceAfter < 0n) return undefined;
    this.#ledger.post({
      transactionId: order.transactionId,
      memo: `order ${order.orderId}: margin and fee held`,
      entries: [
        { account, amount: -order.reserve },
        { account: holdAccount(order.orderId), amount: order.reserve },
      ],
      now: order.now,
    });
    this.#held.push({
      userId: order.userId,
      orderId: order.orderId,
      transactionId: order.transactionId,
      balanceAfter,
    });
    return balanceAfter;
  }

  /** Forgets the locked balances: a statement is about to write balances directly. */
  forget(): void {
    this.#balances.clear();
  }

  clear(): void {
    this.#balances.clear();
    this.#held.length = 0;
  }

  /** Writes the held orders' fee transactions and hold accounts (before the ledger's journals). */
  async flush(trx: Db, now: Date): Promise<void> {
    await writeTogether(trx, this.writes(now));
  }

  /** The statements that write the held orders' fee transactions and hold accounts. */
  writes(now: Date): RawBuilder<unknown>[] {
    const held = this.#held.splice(0);
    if (held.length === 0) return [];
    const fees = unnestRows(held, {
      id: ['uuid', (h) => h.transactionId],
      user_id: ['uuid', (h) => h.userId],
      balance_after: ['bigint', (h) => h.balanceAfter],
    });
    const accounts = unnestRows(held, {
      id: ['text', (h) => holdAccount(h.orderId)],
      user_id: ['uuid', (h) => h.userId],
    });
    return [
      sql`insert into funds_transaction (id, user_id, type, status, amount_paise,
          balance_after_paise, created_at, updated_at)
        select v.id, v.user_id, 'fee', 'pending', ${ORDER_FEE_PAISE}::bigint, v.balance_after,
          ${now}, ${now} from ${fees}`,
      sql`insert into ledger_account (id, user_id, kind, balance_paise, updated_at)
        select v.id, v.user_id, 'margin', 0, ${now} from ${accounts}`,
    ];
  }
}
