import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../src/contracts/referral.ts';
import type { Db } from '../../db/index.ts';

/** 8 Crockford base32 characters from the CSPRNG: 2^40 codes, so guessing one is hopeless. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The trader's referral code, made (once) the first time it is asked for. */
export async function ensureReferralCode(db: Db, userId: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db
      .selectFrom('referral_code')
      .select('code')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing !== undefined) return existing.code;
    // Two requests at once, or (astronomically rarely) a code already taken: try again.
    await db
      .insertInto('referral_code')
      .values({ user_id: userId, code: newReferralCode(), created_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  throw new Error('Could not make a referral code');
}

/** The owner of a (normalised) code, or undefined when no trader has it. */
export async function referrerOfCode(db: Db, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('referral_code')
    .select('user_id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.user_id;
}
