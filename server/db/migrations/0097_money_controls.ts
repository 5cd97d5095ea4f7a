import { type Kysely, sql } from 'kysely';

/**
 * Money controls (issue 24): when a verified payout bank account was replaced (withdrawals cool off
 * after it); one bank account serves one trader; and the codes mailed to confirm a withdrawal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kyc_record add column bank_changed_at timestamptz`.execute(db);
  // An account verified by two traders before this rule stays with the first; the others verify
  // another (their withdrawals wait until they do).
  await sql`update kyc_record k set bank_state = 'pending', bank_account_hash = null,
      bank_ifsc = null, bank_account_last4 = null, bank_verified_at = null
    where k.bank_account_hash is not null and exists (
      select 1 from kyc_record o where o.bank_account_hash = k.bank_account_hash
        and (o.bank_verified_at, o.user_id) < (k.bank_verified_at, k.user_id))`.execute(db);
  await sql`create unique index kyc_record_bank_account_once on kyc_record (bank_account_hash)
    where bank_account_hash is not null`.execute(db);
  await sql`create table withdrawal_code (
    ref text primary key,
    user_id uuid not null references app_user(id) on delete cascade,
    code_hash text not null,
    expires_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table withdrawal_code`.execute(db);
  await sql`drop index kyc_record_bank_account_once`.execute(db);
  await sql`alter table kyc_record drop column bank_changed_at`.execute(db);
}
