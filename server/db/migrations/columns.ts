import type { ColumnDataType, CreateTableBuilder } from 'kysely';

/**
 * Column sets the migrations repeat, each written once; import as `* as columns` and pass to a
 * table builder's `$call`, e.g. `.$call(columns.userId)`. They add exactly the columns their
 * comment names, in the order given, so a migration that uses them creates the same schema as
 * one that spells them out (the migrations have already run on traders' databases).
 */

/** A table being created; the migrations run on Kysely<unknown>, so names are plain strings. */
type NewTable = CreateTableBuilder<string, string>;
/** Adds columns to a table being created: pass it to the builder's `$call`. */
type AddColumns = (table: NewTable) => NewTable;

/** `id uuid primary key`: rows whose id the server draws. */
export const uuidId: AddColumns = (table) =>
  table.addColumn('id', 'uuid', (col) => col.primaryKey());

/** `id bigint generated always as identity primary key`: ids that only grow. */
export const identityId: AddColumns = (table) =>
  table.addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey());

/** `user_id`: the trader the row belongs to; it goes when the account is deleted. */
export const userId: AddColumns = (table) =>
  table.addColumn('user_id', 'uuid', (col) =>
    col.notNull().references('app_user.id').onDelete('cascade'),
  );

/** `user_id` as the primary key: one row per trader, gone with the account. */
export const userIdPrimaryKey: AddColumns = (table) =>
  table.addColumn('user_id', 'uuid', (col) =>
    col.primaryKey().references('app_user.id').onDelete('cascade'),
  );

/**
 * `user_id` of a money or trading record: no cascade, so an account with such records cannot be
 * deleted and the records never lose their trader.
 */
export const recordUserId: AddColumns = (table) =>
  table.addColumn('user_id', 'uuid', (col) => col.notNull().references('app_user.id'));

/** `wrong_tries integer not null default 0`: failed attempts at a code. */
export const wrongTries: AddColumns = (table) =>
  table.addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0));

/** Columns `name type not null`, in the order given. */
export function notNull(columns: Readonly<Record<string, ColumnDataType>>): AddColumns {
  return (table) =>
    Object.entries(columns).reduce(
      (next, [name, type]) => next.addColumn(name, type, (col) => col.notNull()),
      table,
    );
}

/** Nullable columns (no constraint), in the order given: values that may never be known or set. */
export function nullable(columns: Readonly<Record<string, ColumnDataType>>): AddColumns {
  return (table) =>
    Object.entries(columns).reduce((next, [name, type]) => next.addColumn(name, type), table);
}
