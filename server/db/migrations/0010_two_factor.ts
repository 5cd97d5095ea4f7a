import type { Kysely } from 'kysely';
import * as columns from './columns.ts';
import { createIndex, dropTables } from './table-steps.ts';

/** Two-factor sign-in: authenticator secrets, recovery codes and login challenges. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .$call(columns.userIdPrimaryKey)
    .$call(columns.notNull({ secret_box: 'text' }))
    .$call(columns.nullable({ enabled_at: 'timestamptz', last_used_step: 'bigint' }))
    .$call(columns.notNull({ created_at: 'timestamptz' }))
    .execute();

  await db.schema
    .createTable('two_factor_recovery_code')
    .$call(columns.uuidId)
    .$call(columns.userId)
    .$call(columns.notNull({ code_hash: 'text' }))
    .$call(columns.nullable({ used_at: 'timestamptz' }))
    .execute();
  await createIndex(db, 'two_factor_recovery_code_user_idx', 'two_factor_recovery_code', [
    'user_id',
    'code_hash',
  ]);

  await db.schema
    .createTable('two_factor_challenge')
    .$call(columns.uuidId)
    .$call(columns.userId)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .$call(columns.notNull({ expires_at: 'timestamptz' }))
    .$call(columns.wrongTries)
    .$call(columns.nullable({ used_at: 'timestamptz' }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['two_factor_challenge', 'two_factor_recovery_code', 'two_factor']);
}
