import { type RawBuilder, sql } from 'kysely';

/** The PostgreSQL types the batch writes unnest. */
export type UnnestType =
  | 'bigint'
  | 'boolean'
  | 'double precision'
  | 'integer'
  | 'jsonb'
  | 'smallint'
  | 'text'
  | 'timestamptz'
  | 'uuid';

/** One column of an unnest: its type and how a row gives its value (null for NULL). */
export type UnnestColumn<R> = readonly [type: UnnestType, value: (row: R) => unknown];

/**
 * Rows as a FROM item with one array parameter per column: `unnest($1::uuid[], $2::bigint[]) as
 * v (id, amount)`. Unlike a VALUES list with a parameter per value, the statement's text is the
 * same for any number of rows and PostgreSQL parses one array per column, so a group commit's
 * hundreds of rows cost a fraction of the parsing, planning and sending. Rows come out in the
 * order given (an insert's identities follow it).
 */
export function unnestRows<R>(
  rows: readonly R[],
  columns: Readonly<Record<string, UnnestColumn<R>>>,
): RawBuilder<unknown> {
  const names = Object.keys(columns);
  const arrays = Object.values(columns).map(
    ([type, value]) => sql`${rows.map(value)}::${sql.raw(type)}[]`,
  );
  return sql`unnest(${sql.join(arrays)}) as v (${sql.raw(names.join(', '))})`;
}

/**
 * `insert into table (columns…) select * from unnest(…)`: the rows as unnestRows gives them,
 * into the columns of the same names and order, so the statement names each column once. Add
 * the conflict clause after it; `overridingSystemValue` writes ids into an identity column.
 */
export function insertRows<R>(
  table: string,
  rows: readonly R[],
  columns: Readonly<Record<string, UnnestColumn<R>>>,
  options: { readonly overridingSystemValue?: boolean } = {},
): RawBuilder<unknown> {
  const names = sql.raw(Object.keys(columns).join(', '));
  const overriding = sql.raw(
    options.overridingSystemValue === true ? ' overriding system value' : '',
  );
  return sql`insert into ${sql.raw(table)} (${names})${overriding}
      select * from ${unnestRows(rows, columns)}`;
}
