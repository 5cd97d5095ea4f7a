import { type Kysely, sql } from 'kysely';

/**
 * Every journal balances, checked once per statement instead of once per entry (issue 23). The
 * check of 0020 was a deferred row trigger: at commit, each entry summed its whole journal again,
 * which was 6% of the projection's time on PGlite. A statement's new entries must now balance per
 * journal by themselves: a journal is written whole in one statement (the projection, the opening
 * balances), and a journal whose every statement balances balances as a whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entry_balanced on ledger_entry`.execute(db);
  await sql`drop function ledger_journal_balances()`.execute(db);
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger ledger_entry_balanced on ledger_entry`.execute(db);
  await sql`drop function ledger_entries_balance()`.execute(db);
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
