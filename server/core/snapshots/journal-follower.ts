import type { Sequenced } from '../deterministic-core.ts';
import { SegmentCursor } from '../journal/file-segments.ts';
import { PostgresJournal } from '../journal/postgres-journal.ts';

/** Where a snapshot worker reads the journal: a directory of segments, or a PostgreSQL database. */
export type JournalSource =
  | { readonly kind: 'file'; readonly dir: string }
  | { readonly kind: 'postgres'; readonly url: string };

/** Reads a journal that another thread writes, forward from where it last stopped. */
export interface JournalFollower<C> {
  /** Entries after the last one returned, up to `limitSeq`; empty when there is nothing new. */
  next(limitSeq: number): Promise<Sequenced<C>[]>;
  close(): Promise<void>;
}

export async function openFollower<C>(
  source: JournalSource,
  afterSeq: number,
): Promise<JournalFollower<C>> {
  if (source.kind === 'file') {
    const cursor = new SegmentCursor<C>(source.dir, afterSeq);
    return { next: (limit) => cursor.next(limit), close: async () => undefined };
  }
  const { openPostgres } = await import('../../db/postgres.ts');
  const database = openPostgres(source.url);
  const journal = new PostgresJournal<C>(database.db);
  let after = afterSeq;
  return {
    async next(limit) {
      const entries = await journal.readPage(after, limit);
      const last = entries[entries.length - 1];
      if (last !== undefined) after = last.seq;
      return entries;
    },
    close: () => database.close(),
  };
}
