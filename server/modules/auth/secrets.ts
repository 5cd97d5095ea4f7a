import type { Db } from '../../db/index.ts';
import { randomToken } from './crypto.ts';
import { secretBox } from './secret-box.ts';

/** A stored secret sealed under the key-encryption key; older rows hold the plain value. */
const SEALED = 'kek1.';

/** The key-encryption key does not open what the database holds: another key sealed it. */
export class SecretsKeyError extends Error {
  constructor(readonly secretName: string) {
    super(
      `SECRETS_KEY does not open the stored secret "${secretName}": the database was sealed under another key (restore the key it was sealed with)`,
    );
    this.name = 'SecretsKeyError';
  }
}

/**
 * A secret the server generates for itself on first start and keeps in the database, sealed
 * under `kek` (AES-256-GCM, the name sealed with it so rows cannot be swapped), so restarts keep
 * sessions valid while a copy of the database alone opens nothing. A row from before the key
 * (plain) is sealed on first read. Concurrent first starts agree on the first value written.
 */
export async function storedSecret(db: Db, name: string, kek: Uint8Array): Promise<Uint8Array> {
  const box = secretBox(kek);
  await db
    .insertInto('auth_secret')
    .values({ name, value: SEALED + box.seal(`${name}:${randomToken(64)}`) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('auth_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  if (!row.value.startsWith(SEALED)) {
    await db
      .updateTable('auth_secret')
      .set({ value: SEALED + box.seal(`${name}:${row.value}`) })
      .where('name', '=', name)
      .where('value', '=', row.value)
      .execute();
    return Buffer.from(row.value, 'base64url');
  }
  let plain: string;
  try {
    plain = box.open(row.value.slice(SEALED.length));
  } catch {
    throw new SecretsKeyError(name);
  }
  if (!plain.startsWith(`${name}:`)) throw new SecretsKeyError(name);
  return Buffer.from(plain.slice(name.length + 1), 'base64url');
}

export interface AuthKeys {
  /** HS256 key of access tokens: JWT_SECRET's bytes, or a stored random key. */
  jwt: Uint8Array;
  /** HMAC key for OTP hashes; always stored. */
  otp: Uint8Array;
}

export async function loadAuthKeys(
  db: Db,
  jwtSecret: string | undefined,
  kek: Uint8Array,
): Promise<AuthKeys> {
  const jwt =
    jwtSecret === undefined
      ? await storedSecret(db, 'jwt_hs256', kek)
      : new TextEncoder().encode(jwtSecret);
  return { jwt, otp: await storedSecret(db, 'otp_hmac', kek) };
}
