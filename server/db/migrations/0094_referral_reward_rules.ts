import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';

/**
 * Referral rewards for real traders only (docs/referral.md): each referral records when its
 * referee first traded and the reward's decision (paid, or why not); every PAN and bank account a
 * reward was paid for is kept as a key, unique, so it pays once whoever refers it. The keys have no
 * foreign key: they outlive the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral
    add column first_trade_at timestamptz,
    add column decided_at timestamptz,
    add column outcome text
      check (outcome in ('rewarded', 'same_pan', 'same_bank', 'daily_cap')),
    add constraint referral_decided check ((outcome is null) = (decided_at is null))`.execute(db);
  // The daily cap counts a referrer's rewards of one day.
  await sql`create index referral_rewarded_idx on referral (referrer_id, decided_at)
    where outcome = 'rewarded'`.execute(db);
  await db.schema
    .createTable('referral_reward_key')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .$call(columns.notNull({ referee_id: 'uuid', created_at: 'timestamptz' }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_reward_key').execute();
  await sql`drop index referral_rewarded_idx`.execute(db);
  await sql`alter table referral drop constraint referral_decided,
    drop column outcome, drop column decided_at, drop column first_trade_at`.execute(db);
}
