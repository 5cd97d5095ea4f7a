import { type Kysely, sql } from 'kysely';

/**
 * The database's own check that every ledger journal balances, in its two forms: per entry (0020,
 * a deferred row trigger) and per statement (0100). 0100 replaces the first with the second, and
 * its `down` puts the first back, so each is written once here.
 */

/** 0020's check: at commit, each new entry sums its whole journal again. */
export async function createRowBalanceCheck(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_journal_balances() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount_paise), 0) from ledger_entry where journal_id = new.journal_id) <> 0 then
        raise exception 'ledger journal % does not balance', new.journal_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entry_balanced after insert on ledger_entry
    deferrable initially deferred for each row execute function ledger_journal_balances()`.execute(
    db,
  );
}

export async function dropRowBalanceCheck(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entry_balanced on ledger_entry`.execute(db);
  await sql`drop function ledger_journal_balances()`.execute(db);
}

/** 0100's check: a statement's new entries balance per journal by themselves. */
export async function createStatementBalanceCheck(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_entries_balance() returns trigger language plpgsql as $$
    declare
      unbalanced uuid;
    begin
      select journal_id into unbalanced from inserted
        group by journal_id having sum(amount_paise) <> 0 limit 1;
      if unbalanced is not null then
        raise exception 'ledger journal % does not balance', unbalanced using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_entry_balanced after insert on ledger_entry
    referencing new table as inserted for each statement
    execute function ledger_entries_balance()`.execute(db);
}

export async function dropStatementBalanceCheck(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entry_balanced on ledger_entry`.execute(db);
  await sql`drop function ledger_entries_balance()`.execute(db);
}
