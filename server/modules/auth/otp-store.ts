import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { EmailOtpTable, OtpPurpose } from '../../db/auth-tables.ts';
import type { Db } from '../../db/index.ts';
import type { Tables } from '../../db/tables.ts';

export type OtpRow = Selectable<EmailOtpTable>;

/** The most recent code of `purpose` sent to `email`, whatever its state. */
export function latestOtp(db: Db, email: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
  return db
    .selectFrom('email_otp')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest code of `email` still in play (not revoked, not used), locked for update. */
export function pendingOtpForUpdate(db: Db, email: string): Promise<OtpRow | undefined> {
  return db
    .selectFrom('email_otp')
    .selectAll()
    .where('email', '=', email)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Revokes every earlier code of `email` not yet verified, then stores the new one. A verified
 * code stays: its token is the only way to finish, and a new send (anyone can ask for one) must
 * not take it away from the person who verified.
 */
export async function replaceOtp(
  db: Db,
  otp: { email: string; purpose: OtpPurpose; codeHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_otp')
      .set({ revoked_at: otp.now })
      .where('email', '=', otp.email)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .where('verified_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_otp')
      .values({
        id,
        email: otp.email,
        purpose: otp.purpose,
        code_hash: otp.codeHash,
        created_at: otp.now,
        expires_at: otp.expiresAt,
      })
      .execute();
  });
  return id;
}

export async function countWrongTry(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('email_otp')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .returning('wrong_tries')
    .executeTakeFirstOrThrow();
  return row.wrong_tries;
}

/**
 * Marks a code verified (its first check counts for the windows) and keeps the hash of the
 * single-use token that check answered; a later correct check replaces the token.
 */
export async function markVerified(
  db: Db,
  otp: { id: string; verifiedAt: Date | null; tokenHash: string; now: Date },
): Promise<void> {
  await db
    .updateTable('email_otp')
    .set({ verified_at: otp.verifiedAt ?? otp.now, verification_token_hash: otp.tokenHash })
    .where('id', '=', otp.id)
    .execute();
}

export interface VerificationClaim {
  email: string;
  purpose: OtpPurpose;
  /** SHA-256 of the presented verification token. */
  tokenHash: string;
  /** Only codes verified at or after this count. */
  since: Date;
}

/** The code a claim's token names: of its email and purpose, verified since, not revoked or used. */
const openVerification =
  (claim: VerificationClaim) => (eb: ExpressionBuilder<Tables, 'email_otp'>) =>
    eb.and([
      eb('verification_token_hash', '=', claim.tokenHash),
      eb('email', '=', claim.email),
      eb('purpose', '=', claim.purpose),
      eb('revoked_at', 'is', null),
      eb('used_at', 'is', null),
      eb('verified_at', '>=', claim.since),
    ]);

/**
 * Spends the verification token: true when it belongs to a code of `email` for `purpose`,
 * verified since `since` and not yet used. Run it in the transaction of the action it allows,
 * so both happen or neither.
 */
export async function claimVerification(
  db: Db,
  claim: VerificationClaim & { now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('email_otp')
    .set({ used_at: claim.now })
    .where(openVerification(claim))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the token would be accepted by claimVerification now (a cheap check before hashing). */
export async function hasVerification(db: Db, claim: VerificationClaim): Promise<boolean> {
  const row = await db
    .selectFrom('email_otp')
    .select('id')
    .where(openVerification(claim))
    .executeTakeFirst();
  return row !== undefined;
}
