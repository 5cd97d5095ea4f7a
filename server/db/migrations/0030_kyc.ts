import { type Kysely, sql } from 'kysely';
import * as columns from './columns.ts';
import { createIndex, dropTables } from './table-steps.ts';

/**
 * KYC: one record per trader (overall status and each step's state), the short-lived KYC sessions
 * and the sandbox provider's Aadhaar OTPs. No full Aadhaar or bank account number is ever stored:
 * only the last four digits and a keyed hash. The PAN is kept masked, with a keyed hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_record')
    .$call(columns.userIdPrimaryKey)
    .addColumn('aadhaar_state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`aadhaar_state in ('pending', 'otp_sent', 'verified')`),
    )
    .$call(columns.nullable({ aadhaar_last4: 'text' }))
    .addColumn('aadhaar_hash', 'text', (col) => col.unique())
    .$call(columns.nullable({ aadhaar_verified_at: 'timestamptz' }))
    .addColumn('pan_state', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`pan_state in ('pending', 'verified', 'failed')`),
    )
    .$call(columns.nullable({ pan_masked: 'text' }))
    .addColumn('pan_hash', 'text', (col) => col.unique())
    .$call(
      columns.nullable({ pan_name: 'text', pan_failure: 'text', pan_verified_at: 'timestamptz' }),
    )
    .addColumn('bank_state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`bank_state in ('pending', 'verified', 'failed')`),
    )
    .$call(
      columns.nullable({
        bank_ifsc: 'text',
        bank_account_last4: 'text',
        bank_account_hash: 'text',
        bank_failure: 'text',
        bank_verified_at: 'timestamptz',
      }),
    )
    .$call(columns.notNull({ updated_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('kyc_session')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .$call(columns.userId)
    .$call(columns.notNull({ created_at: 'timestamptz', expires_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('kyc_aadhaar_otp')
    .addColumn('reference_id', 'text', (col) => col.primaryKey())
    .$call(columns.userId)
    .$call(
      columns.notNull({
        aadhaar_hash: 'text',
        code_hash: 'text',
        created_at: 'timestamptz',
        expires_at: 'timestamptz',
      }),
    )
    .$call(columns.wrongTries)
    .$call(columns.nullable({ used_at: 'timestamptz' }))
    .execute();
  await createIndex(db, 'kyc_aadhaar_otp_user_idx', 'kyc_aadhaar_otp', ['user_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['kyc_aadhaar_otp', 'kyc_session', 'kyc_record']);
}
