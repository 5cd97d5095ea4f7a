import type { Kysely } from 'kysely';
import * as columns from './columns.ts';
import { createIndex } from './table-steps.ts';

/**
 * /settings: the trader's notification preferences, and what the sessions list shows about each
 * login session (refresh family): the device it signed in from, a hint of where, and when it was
 * last seen. A session's row is removed with its last refresh token (pruning).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('notify_order_toasts', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('notify_liquidation_alerts', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('login_session')
    .addColumn('family_id', 'uuid', (col) => col.primaryKey())
    .$call(columns.userId)
    .$call(
      columns.notNull({
        user_agent: 'text',
        ip_hint: 'text',
        first_seen_at: 'timestamptz',
        last_seen_at: 'timestamptz',
      }),
    )
    .execute();
  await createIndex(db, 'login_session_user_idx', 'login_session', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_session').execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('notify_liquidation_alerts')
    .dropColumn('notify_order_toasts')
    .execute();
}
