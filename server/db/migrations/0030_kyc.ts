import { type Kysely, sql } from 'kysely';

/**
 * KYC: one record per trader (overall status and each step's state), the short-lived KYC sessions
 * and the sandbox provider's Aadhaar OTPs. No full Aadhaar or bank account number is ever stored:
 * only the last four digits and a keyed hash. The PAN is kept masked, with a keyed hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_record')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('aadhaar_state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`aadhaar_state in ('pending', 'otp_sent', 'verified')`),
    )
    .addColumn('aadhaar_last4', 'text')
    .addColumn('aadhaar_hash', 'text', (col) => col.unique())
    .addColumn('aadhaar_verified_at', 'timestamptz')
    .addColumn('pan_state', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`pan_state in ('pending', 'verified', 'failed')`),
    )
    .addColumn('pan_masked', 'text')
    .addColumn('pan_hash', 'text', (col) => col.unique())
    .addColumn('pan_name', 'text')
    .addColumn('pan_failure', 'text')
    .addColumn('pan_verified_at', 'timestamptz')
    .addColumn('bank_state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`bank_state in ('pending', 'verified', 'failed')`),
    )
    .addColumn('bank_ifsc', 'text')
    .addColumn('bank_account_last4', 'text')
    .addColumn('bank_account_hash', 'text')
    .addColumn('bank_failure', 'text')
    .addColumn('bank_verified_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('kyc_session')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('kyc_aadhaar_otp')
    .addColumn('reference_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('aadhaar_hash', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('kyc_aadhaar_otp_user_idx')
    .on('kyc_aadhaar_otp')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kyc_aadhaar_otp', 'kyc_session', 'kyc_record']) {
    await db.schema.dropTable(table).execute();
  }
}
