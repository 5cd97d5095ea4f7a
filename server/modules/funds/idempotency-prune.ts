import type { Db } from '../../db/index.ts';
import { deleteCreatedBefore } from '../../db/prune.ts';

/**
 * How long a kept answer to an Idempotency-Key is replayed (Stripe's 24 hours). After it the row
 * goes; the exchange core still knows the key, so a late repeat moves no money twice.
 */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Deletes the kept answers older than the window; returns how many. */
export async function pruneIdempotencyKeys(db: Db, now: number): Promise<number> {
  return deleteCreatedBefore(db, 'funds_idempotency', new Date(now - IDEMPOTENCY_WINDOW_MS));
}
