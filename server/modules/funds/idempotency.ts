import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { FundsRefusal } from './refusal.ts';

/**
 * Stripe-style idempotency keys: the key is claimed inside the same database transaction that
 * moves the money and stores the answer, so a repeated key returns the first answer and the money
 * moves once, even when the repeats race each other or the server dies half-way (then nothing is
 * kept and a repeat runs afresh). A refused request keeps nothing either, so it may be retried.
 */

export interface Answer<T> {
  readonly statusCode: number;
  readonly body: T;
}

export interface IdempotencyScope {
  readonly userId: string;
  readonly operation: 'addFunds' | 'withdrawal';
  readonly key: string | undefined;
  /** What the request asks for; a key reused with different fields is refused. */
  readonly request: unknown;
  readonly now: Date;
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The header's key, or undefined; throws a 400 for a key that is not 1–255 visible ASCII characters. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY.test(key)) {
    throw new HttpError(
      400,
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
    );
  }
  return key;
}

const hashOf = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The stored answer for this key, if it was answered before (checked before asking any gate). */
export async function storedAnswer<T>(
  db: Db,
  scope: IdempotencyScope,
): Promise<Answer<T> | undefined> {
  if (scope.key === undefined) return undefined;
  const row = await db
    .selectFrom('funds_idempotency')
    .select(['request_hash', 'status_code', 'response'])
    .where('user_id', '=', scope.userId)
    .where('operation', '=', scope.operation)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (row === undefined || row.status_code === null) return undefined;
  if (row.request_hash !== hashOf(scope.request)) {
    throw new FundsRefusal(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
    );
  }
  return { statusCode: row.status_code, body: row.response as T };
}

/**
 * Keeps the answer to a keyed request the exchange core carried out (the core keeps the key and
 * moves the money once; this keeps its answer), so a repeat is answered before any gate is asked
 * again, as `once` answers on the desk. The first answer kept stays.
 */
export async function keepAnswer<T>(
  db: Db,
  scope: IdempotencyScope,
  answer: Answer<T>,
): Promise<void> {
  if (scope.key === undefined) return;
  await db
    .insertInto('funds_idempotency')
    .values({
      user_id: scope.userId,
      operation: scope.operation,
      key: scope.key,
      request_hash: hashOf(scope.request),
      created_at: scope.now,
      status_code: answer.statusCode,
      response: JSON.stringify(answer.body),
    })
    .onConflict((oc) => oc.columns(['user_id', 'operation', 'key']).doNothing())
    .execute();
}
