import type { Kysely } from 'kysely';

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
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('ip_hint', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_session_user_idx')
    .on('login_session')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_session').execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('notify_liquidation_alerts')
    .dropColumn('notify_order_toasts')
    .execute();
}
