import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ORDER_FEE_PAISE } from '../../../src/domain/trading/fees.ts';
import type { Db } from '../../db/index.ts';
import { availableAccount } from '../funds/ledger.ts';
import { holdAccount } from './fill-ledger.ts';

/**
 * Holds an order's margin and fee in one round trip: the trader's available balance goes down by
 * `reserve` only where it covers it (the same row lock a funds movement takes, so a withdrawal
 * waits or sees the lower balance), and with it the order's fee transaction, its hold account and
 * one balanced journal (available → hold) are written. `pending` is what the transaction's journals
 * not yet posted move on the available balance (BatchLedger): the check counts it and, when the
 * hold is taken, the same update puts it on the balance (the caller then takes it off the pending).
 * Returns the available balance after, or undefined when it does not cover the reserve (nothing is
 * written then).
 */
export async function holdOrderMoney(
  trx: Db,
  hold: {
    readonly userId: string;
    readonly orderId: string;
    readonly transactionId: string;
    readonly reserve: bigint;
    readonly pending: bigint;
    readonly now: Date;
  },
): Promise<bigint | undefined> {
  const { userId, orderId, transactionId, now } = hold;
  const reserve = hold.reserve.toString();
  const pending = hold.pending.toString();
  const available = availableAccount(userId);
  const account = holdAccount(orderId);
  const journalId = randomUUID();
  const { rows } = await sql<{ balance_paise: string | number }>`with taken as (
      update ledger_account
      set balance_paise = balance_paise + ${pending}::bigint - ${reserve}::bigint, updated_at = ${now}
      where id = ${available} and balance_paise + ${pending}::bigint >= ${reserve}::bigint
      returning balance_paise
    ), fee as (
      insert into funds_transaction (id, user_id, type, status, amount_paise, balance_after_paise,
        created_at, updated_at)
      select ${transactionId}::uuid, ${userId}::uuid, 'fee', 'pending', ${ORDER_FEE_PAISE}::bigint,
        balance_paise, ${now}, ${now} from taken
    ), held as (
      insert into ledger_account (id, user_id, kind, balance_paise, updated_at)
      select ${account}, ${userId}::uuid, 'margin', ${reserve}::bigint, ${now} from taken
    ), journal as (
      insert into ledger_journal (id, transaction_id, memo, created_at)
      select ${journalId}::uuid, ${transactionId}::uuid, ${`order ${orderId}: margin and fee held`},
        ${now} from taken
    ), entries as (
      insert into ledger_entry (journal_id, account_id, amount_paise)
      select ${journalId}::uuid, v.account, v.amount from taken,
        (values (${available}, -${reserve}::bigint), (${account}, ${reserve}::bigint))
          as v (account, amount)
    )
    select balance_paise from taken`.execute(trx);
  const row = rows[0];
  return row === undefined ? undefined : BigInt(row.balance_paise);
}
