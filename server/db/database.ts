import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type Db = Kysely<Tables>;

/** An open database: the Kysely instance, which back end it is, and how to close it. */
export interface Database {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Closes the connection pool and, for PGlite, the embedded database. Safe to call twice. */
  close(): Promise<void>;
}

/** Wraps a close function so that it runs at most once; later calls share its promise. */
export function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
