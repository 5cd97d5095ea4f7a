import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';
import { createIndex } from './table-steps.ts';

/**
 * Refer and earn: each trader's referral code, one row per referred trader (a trader is referred
 * at most once, never by themselves), and the exchange's account the rewards are paid from. The
 * reward's transaction id is unique and set once, so a referral can never pay twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_code')
    .$call(columns.userIdPrimaryKey)
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .$call(columns.notNull({ created_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('referral')
    .addColumn('referee_id', 'uuid', (col) =>
      col.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('referrer_id', 'uuid', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .$call(columns.notNull({ created_at: 'timestamptz' }))
    .$call(columns.nullable({ activated_at: 'timestamptz' }))
    .addColumn('reward_transaction_id', 'uuid', (col) =>
      col.unique().references('funds_transaction.id'),
    )
    .addCheckConstraint('referral_not_self', sql`referee_id <> referrer_id`)
    .execute();
  await createIndex(db, 'referral_referrer_idx', 'referral', ['referrer_id', 'created_at']);

  await sql`
    insert into ledger_account (id, kind, may_go_negative, updated_at)
    values ('referral_rewards', 'referral_rewards', true, now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral').execute();
  await db.schema.dropTable('referral_code').execute();
  await sql`delete from ledger_account where id = 'referral_rewards'`.execute(db);
}
