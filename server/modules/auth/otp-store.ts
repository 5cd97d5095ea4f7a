import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { EmailOtpTable, OtpPurpose } from '../../db/auth-tables.ts';
import type { Db } from '../../db/index.ts';

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

/** Revokes every earlier code of `email`, then stores the new one. */
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

export async function markVerified(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('email_otp').set({ verified_at: now }).where('id', '=', id).execute();
}

/**
 * Uses up the newest code of `email` for `purpose` verified at or after `since`: true when
 * there was one. Run it in the transaction of the action it allows, so both happen or neither.
 */
export async function claimVerifiedOtp(
  db: Db,
  claim: { email: string; purpose: OtpPurpose; since: Date; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('email_otp')
    .set({ used_at: claim.now })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('email_otp')
        .select('id')
        .where('email', '=', claim.email)
        .where('purpose', '=', claim.purpose)
        .where('revoked_at', 'is', null)
        .where('used_at', 'is', null)
        .where('verified_at', '>=', claim.since)
        .orderBy('verified_at', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `email` has a code for `purpose` verified at or after `since`, not yet used. */
export async function hasVerifiedOtp(
  db: Db,
  check: { email: string; purpose: OtpPurpose; since: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('email_otp')
    .select('id')
    .where('email', '=', check.email)
    .where('purpose', '=', check.purpose)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('verified_at', '>=', check.since)
    .executeTakeFirst();
  return row !== undefined;
}
