import { REFERRAL_DAILY_CAP } from '../../../src/contracts/referral.ts';
import type { Db } from '../../db/index.ts';
import type { ReferralOutcome } from '../../db/referral-tables.ts';
import { findKycRecord, overallStatus } from '../kyc/store.ts';

/** What to do about one referral now. */
export type RewardDecision = { kind: 'pay'; referrerId: string } | { kind: 'none' };

const NONE: RewardDecision = { kind: 'none' };
const DAY_MS = 86_400_000;
/** India's offset from UTC (IST has no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The start of the Indian calendar day (IST) that `ms` falls in. */
export function istDayStart(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505';

/**
 * Decides `refereeId`'s reward, once, when the referee qualifies (KYC verified and a first trade):
 * `pay` when it is to be paid (also again while a decided payment has no transaction yet, which
 * the core's `ref` makes pay once), otherwise `none`. The decision and the PAN and bank keys are
 * committed together; two referees with one bank account decided at once under two referrers
 * collide on the key, and the loser decides again, seeing it taken.
 */
export async function decideReward(
  db: Db,
  refereeId: string,
  now: Date,
  dailyCap = REFERRAL_DAILY_CAP,
): Promise<RewardDecision> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => decideOnce(trx, refereeId, now, dailyCap));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

async function decideOnce(
  trx: Db,
  refereeId: string,
  now: Date,
  dailyCap: number,
): Promise<RewardDecision> {
  const found = await trx
    .selectFrom('referral')
    .select('referrer_id')
    .where('referee_id', '=', refereeId)
    .executeTakeFirst();
  if (found === undefined) return NONE;
  const referrerId = found.referrer_id;
  // One referrer's referrals are decided one at a time, so the daily cap counts the others.
  await trx
    .selectFrom('referral')
    .select('referee_id')
    .where('referrer_id', '=', referrerId)
    .forUpdate()
    .execute();
  const referral = await trx
    .selectFrom('referral')
    .select(['outcome', 'reward_transaction_id', 'first_trade_at'])
    .where('referee_id', '=', refereeId)
    .executeTakeFirstOrThrow();
  if (referral.outcome !== null) {
    const unpaid = referral.outcome === 'rewarded' && referral.reward_transaction_id === null;
    return unpaid ? { kind: 'pay', referrerId } : NONE;
  }
  if (referral.first_trade_at === null) return NONE;
  const kyc = await findKycRecord(trx, refereeId);
  if (kyc === undefined || overallStatus(kyc) !== 'verified' || kyc.pan_hash === null) return NONE;

  const panKey = `pan:${kyc.pan_hash}`;
  const bankKey =
    kyc.bank_state === 'verified' && kyc.bank_account_hash !== null
      ? `bank:${kyc.bank_account_hash}`
      : undefined;
  const outcome = await outcomeOf(trx, { referrerId, panKey, bankKey, now, dailyCap });
  if (outcome === 'rewarded') {
    const keys = bankKey === undefined ? [panKey] : [panKey, bankKey];
    await trx
      .insertInto('referral_reward_key')
      .values(keys.map((key) => ({ key, referee_id: refereeId, created_at: now })))
      .execute();
  }
  await trx
    .updateTable('referral')
    .set({ outcome, decided_at: now })
    .where('referee_id', '=', refereeId)
    .where('outcome', 'is', null)
    .execute();
  return outcome === 'rewarded' ? { kind: 'pay', referrerId } : NONE;
}

async function outcomeOf(
  trx: Db,
  rule: {
    referrerId: string;
    panKey: string;
    bankKey: string | undefined;
    now: Date;
    dailyCap: number;
  },
): Promise<ReferralOutcome> {
  const keys = rule.bankKey === undefined ? [rule.panKey] : [rule.panKey, rule.bankKey];
  const taken = new Set(
    (
      await trx.selectFrom('referral_reward_key').select('key').where('key', 'in', keys).execute()
    ).map((row) => row.key),
  );
  if (taken.has(rule.panKey)) return 'same_pan';
  if (rule.bankKey !== undefined && taken.has(rule.bankKey)) return 'same_bank';
  const dayStart = new Date(istDayStart(rule.now.getTime()));
  const today = await trx
    .selectFrom('referral')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('referrer_id', '=', rule.referrerId)
    .where('outcome', '=', 'rewarded')
    .where('decided_at', '>=', dayStart)
    .where('decided_at', '<', new Date(dayStart.getTime() + DAY_MS))
    .executeTakeFirstOrThrow();
  return Number(today.n) >= rule.dailyCap ? 'daily_cap' : 'rewarded';
}
