import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { insertRows, unnestRows } from '../../db/unnest.ts';
import type { ProjectionRows } from './projection-rows.ts';

const time = (ms: number): Date => new Date(ms);

/**
 * The ledger's rows of a flush, in the order their foreign keys need: accounts opened, the wallet
 * transactions a trader sees, the journals, their entries, the accounts' balances moved by the
 * flush's net change (the core checked every posting, so the sums are its balances), then the
 * ends of pending withdrawals. Ids are derived from the core's, so a row written twice is one row.
 */
export async function writeLedger(trx: Db, rows: ProjectionRows): Promise<void> {
  const accounts = [...rows.accounts.values()];
  if (accounts.length > 0) {
    // Opened at 0 and moved below: an upsert would check its proposed row (the bare change)
    // against the overdraft CHECK before it found the account it updates.
    await sql`${insertRows('ledger_account', accounts, {
      id: ['text', (a) => a.id],
      user_id: ['uuid', (a) => a.userId],
      kind: ['text', (a) => a.kind],
      may_go_negative: ['boolean', (a) => a.mayGoNegative],
      updated_at: ['timestamptz', (a) => time(a.at)],
    })}
      on conflict (id) do nothing`.execute(trx);
  }
  if (rows.transactions.length > 0) {
    await sql`insert into funds_transaction (id, user_id, type, status, amount_paise,
        balance_after_paise, created_at, updated_at, core_id, core_ref, wallet_delta_paise, symbol,
        order_id, memo)
      select id, user_id, type, status, amount_paise, balance_after_paise, created_at, created_at,
        core_id, core_ref, wallet_delta_paise, symbol, order_id, memo
      from ${unnestRows(rows.transactions, {
        id: ['uuid', (t) => t.id],
        user_id: ['uuid', (t) => t.userId],
        type: ['text', (t) => t.type],
        status: ['text', (t) => t.status],
        amount_paise: ['bigint', (t) => t.amountPaise],
        balance_after_paise: ['bigint', (t) => t.balanceAfterPaise],
        created_at: ['timestamptz', (t) => time(t.at)],
        core_id: ['text', (t) => t.coreId],
        core_ref: ['text', (t) => t.ref],
        wallet_delta_paise: ['bigint', (t) => t.walletDeltaPaise],
        symbol: ['text', (t) => t.symbol],
        order_id: ['bigint', (t) => t.orderId],
        memo: ['text', (t) => t.memo],
      })}
      on conflict do nothing`.execute(trx);
  }
  if (rows.journals.length > 0) {
    // A withdrawal's payout journal belongs to the withdrawal's own transaction, as the desk had it.
    await sql`insert into ledger_journal (id, transaction_id, memo, created_at, core_id, kind)
      select v.id,
        coalesce(v.transaction_id, (select w.id from funds_transaction w
          where v.withdrawal_ref is not null and w.core_ref = v.withdrawal_ref
            and w.type = 'withdrawal' limit 1)),
        v.memo, v.created_at, v.core_id, v.kind
      from ${unnestRows(rows.journals, {
        id: ['uuid', (j) => j.id],
        transaction_id: ['uuid', (j) => j.transactionId],
        withdrawal_ref: ['text', (j) => j.withdrawalRef],
        memo: ['text', (j) => j.memo],
        created_at: ['timestamptz', (j) => time(j.at)],
        core_id: ['text', (j) => j.coreId],
        kind: ['text', (j) => j.kind],
      })}
      on conflict do nothing`.execute(trx);
  }
  if (rows.entries.length > 0) {
    await sql`${insertRows('ledger_entry', rows.entries, {
      journal_id: ['uuid', (e) => e.journalId],
      account_id: ['text', (e) => e.account],
      amount_paise: ['bigint', (e) => e.amountPaise],
    })}`.execute(trx);
  }
  // Balances move after the entries are in: the entries' foreign keys lock each account they
  // name, and locking a row this transaction already updated costs a new multixact every time
  // (thousands of entries on the fees account made a flush take seconds).
  const moved = accounts.filter((a) => a.delta !== 0);
  if (moved.length > 0) {
    await sql`update ledger_account a set balance_paise = a.balance_paise + v.delta,
        updated_at = v.at
      from ${unnestRows(moved, {
        id: ['text', (m) => m.id],
        delta: ['bigint', (m) => m.delta],
        at: ['timestamptz', (m) => time(m.at)],
      })}
      where a.id = v.id`.execute(trx);
  }
  if (rows.withdrawals.length > 0) {
    await sql`update funds_transaction w set status = v.status, updated_at = v.at
      from ${unnestRows(rows.withdrawals, {
        ref: ['text', (w) => w.ref],
        status: ['text', (w) => w.status],
        at: ['timestamptz', (w) => time(w.at)],
      })}
      where w.core_ref = v.ref and w.type = 'withdrawal'`.execute(trx);
    const returned = rows.withdrawals.filter((w) => w.status === 'failed').map((w) => w.ref);
    if (returned.length > 0) {
      await sql`update funds_transaction r set related_id = w.id
        from funds_transaction w
        where r.core_ref = any(${returned}::text[]) and r.type = 'withdrawal_return'
          and r.related_id is null and w.core_ref = r.core_ref and w.type = 'withdrawal'`.execute(
        trx,
      );
    }
  }
}
