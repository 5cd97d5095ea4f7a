import type { Db } from '../../db/index.ts';
import { randomToken } from './crypto.ts';

/**
 * A secret the server generates for itself on first start and keeps in the database, so
 * restarts keep sessions valid. Concurrent first starts agree on the first value written.
 */
export async function storedSecret(db: Db, name: string): Promise<Uint8Array> {
  await db
    .insertInto('auth_secret')
    .values({ name, value: randomToken(64) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('auth_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export interface AuthKeys {
  /** HS256 key of access tokens: JWT_SECRET's bytes, or a stored random key. */
  jwt: Uint8Array;
  /** HMAC key for OTP hashes; always stored. */
  otp: Uint8Array;
}

export async function loadAuthKeys(db: Db, jwtSecret: string | undefined): Promise<AuthKeys> {
  const jwt =
    jwtSecret === undefined
      ? await storedSecret(db, 'jwt_hs256')
      : new TextEncoder().encode(jwtSecret);
  return { jwt, otp: await storedSecret(db, 'otp_hmac') };
}
