import { normalizeReferralCode } from '../../../src/contracts/referral.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { referrerOfCode } from './codes.ts';
import { referralMessages } from './messages.ts';
import { recordReferral } from './store.ts';

/**
 * The referrer of a code typed at sign-up: none for a blank code; a 400 in words for a code no
 * trader has, so a typo is fixed rather than silently losing the referrer their reward.
 */
export async function referrerForSignup(
  db: Db,
  rawCode: string | null,
): Promise<string | undefined> {
  if (rawCode === null || rawCode.trim() === '') return undefined;
  const referrerId = await referrerOfCode(db, normalizeReferralCode(rawCode));
  if (referrerId === undefined) throw new HttpError(400, referralMessages.codeNotFound);
  return referrerId;
}

/** Inside the sign-up's transaction: the new trader was referred by `referrerId`. */
export async function recordSignupReferral(
  trx: Db,
  referrerId: string | undefined,
  refereeId: string,
  now: Date,
): Promise<void> {
  if (referrerId !== undefined) await recordReferral(trx, { referrerId, refereeId, now });
}

/**
 * A Google sign-up from a referral link: the code came through the sign-in flow, so there is no
 * form to show a typo on; an unknown code is ignored and the account is created without referrer.
 */
export async function recordOAuthReferral(
  db: Db,
  rawCode: string | undefined,
  refereeId: string,
  now: Date,
): Promise<void> {
  if (rawCode === undefined || rawCode.trim() === '') return;
  const referrerId = await referrerOfCode(db, normalizeReferralCode(rawCode));
  if (referrerId !== undefined) await recordReferral(db, { referrerId, refereeId, now });
}
