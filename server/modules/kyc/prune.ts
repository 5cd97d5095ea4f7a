import type { Db } from '../../db/index.ts';
import { AUTH_ROW_RETENTION_MS } from '../auth/prune.ts';

/** Deletes KYC sessions and Aadhaar OTPs that expired over a day before `now`. */
export async function pruneKycRows(
  db: Db,
  now: number,
): Promise<{ sessions: number; otps: number }> {
  const before = new Date(now - AUTH_ROW_RETENTION_MS);
  const sessions = await db
    .deleteFrom('kyc_session')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  const otps = await db
    .deleteFrom('kyc_aadhaar_otp')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), otps: Number(otps.numDeletedRows) };
}
