import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { EXCHANGE } from '../accounts.ts';

/** The last journal sequence a projection wrote; 0 when it has a row and wrote nothing yet. */
export async function readCheckpoint(db: Db, name: string): Promise<number | undefined> {
  const { rows } = await sql<{ seq: string | number }>`select seq from core_projection
    where name = ${name}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].seq);
}

/** The checkpoint, locked until the transaction ends: one flush at a time, whoever runs it. */
export async function lockCheckpoint(trx: Db, name: string): Promise<number> {
  const { rows } = await sql<{ seq: string | number }>`select seq from core_projection
    where name = ${name} for update`.execute(trx);
  if (rows[0] === undefined)
    throw new Error(`projection ${name} has no checkpoint: start it first`);
  return Number(rows[0].seq);
}

export async function advanceCheckpoint(trx: Db, name: string, seq: number): Promise<void> {
  await sql`update core_projection set seq = ${seq} where name = ${name}`.execute(trx);
}

export class OpeningBalancesError extends Error {
  override name = 'OpeningBalancesError';
}

/**
 * The row (in core_projection, never a projection's checkpoint) that says the journal's first
 * entry takes over the trading desk's data (server/modules/exchange/desk-import.ts).
 */
export const TAKEOVER_MARKER = 'desk_takeover';

/**
 * The projection's first start: its checkpoint row at 0 and, in the same transaction, one journal
 * that brings the ledger to the balances a new core starts with (the insurance fund and the
 * market maker, from exchange capital), which the core makes before its first entry and so tells
 * in no event. What the migrations already credited is counted, not credited twice.
 *
 * A database the trading desk left holds other money (its traders', its fees): when the journal's
 * first entry takes it over (TAKEOVER_MARKER), this journal closes every desk balance to what a
 * new core has, and that entry's projection brings the core's accounts to the desk's figures
 * (`desk_import` the counterpart), so each balanced journal leaves the ledger equal to the core.
 * Without that entry such money is refused in words: the ledger could never equal the core's.
 */
export async function createCheckpoint(
  db: Db,
  name: string,
  opening: readonly (readonly [string, number])[],
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const created = await sql`insert into core_projection (name, seq) values (${name}, 0)
      on conflict (name) do nothing`.execute(trx);
    if (Number(created.numAffectedRows ?? 0) === 0 || opening.length === 0) return;
    const targets = new Map(opening);
    if (!targets.has(EXCHANGE.capital)) targets.set(EXCHANGE.capital, 0);
    const ids = [...targets.keys()];
    const { rows } = await sql<{
      id: string;
      balance: string;
    }>`select id, balance_paise::text as balance from ledger_account
      where id = any(${ids}::text[]) or balance_paise <> 0 order by id for update`.execute(trx);
    const current = new Map(rows.map((r) => [r.id, Number(r.balance)]));
    const others = rows.filter((r) => !targets.has(r.id) && Number(r.balance) !== 0);
    const takenOver =
      others.length > 0 &&
      (await sql`select 1 from core_projection where name = ${TAKEOVER_MARKER}`.execute(trx)).rows
        .length > 0;
    if (others.length > 0 && !takenOver) {
      throw new OpeningBalancesError(
        `The database holds money a new exchange core does not know (${others.length} accounts, e.g. ${others[0]?.id}) and its journal does not take it over: the ledger could never be the core's projection.`,
      );
    }
    const entries = [...new Set([...ids, ...current.keys()])]
      .map((id) => ({ id, amount: (targets.get(id) ?? 0) - (current.get(id) ?? 0) }))
      .filter((e) => e.amount !== 0);
    const sum = entries.reduce((total, e) => total + e.amount, 0);
    if (sum !== 0) {
      throw new OpeningBalancesError(
        `The database's exchange accounts differ from a new core's by ${sum} paise in all: the ledger holds money the core does not know, so it cannot be its projection.`,
      );
    }
    if (entries.length === 0) return;
    const memo = takenOver
      ? "The trading desk's balances, closed at the upgrade: the exchange core's first journal entry takes them over"
      : 'Opening balances of the exchange core';
    await sql`insert into ledger_account (id, kind, may_go_negative, updated_at)
      select id, id, true, ${at} from unnest(${entries.map((e) => e.id)}::text[]) as v (id)
      on conflict (id) do nothing`.execute(trx);
    await sql`with journal as (
        insert into ledger_journal (id, transaction_id, memo, created_at, core_id, kind)
        values (gen_random_uuid(), null, ${memo}, ${at}, ${`${name}:opening`}, 'exchange')
        returning id
      ), entries as (
        insert into ledger_entry (journal_id, account_id, amount_paise)
        select journal.id, v.account, v.amount from journal,
          unnest(${entries.map((e) => e.id)}::text[], ${entries.map((e) => e.amount)}::bigint[]) as v (account, amount)
      )
      update ledger_account a set balance_paise = a.balance_paise + v.amount, updated_at = ${at}
      from unnest(${entries.map((e) => e.id)}::text[], ${entries.map((e) => e.amount)}::bigint[]) as v (id, amount)
      where a.id = v.id`.execute(trx);
  });
}
