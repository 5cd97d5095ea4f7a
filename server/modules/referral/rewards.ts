import { sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { FundsCore } from '../funds/service.ts';
import { decideReward } from './decision.ts';
import { payReward } from './reward.ts';

export interface ReferralRewardsOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** The exchange core's money commands (set once the exchange module has started). */
  readonly core: () => FundsCore | undefined;
}

/**
 * The referral reward for real traders only: paid when the referee has completed KYC and had a
 * first executed trade, through the exchange core, once per referral, PAN and bank account, and
 * at most REFERRAL_DAILY_CAP a day to one referrer (docs/referral.md).
 */
export class ReferralRewards {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #core: () => FundsCore | undefined;

  constructor(options: ReferralRewardsOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#core = options.core;
  }

  /**
   * Decides and pays `refereeId`'s reward if they qualify now; answers the referrer paid, or
   * undefined. Safe to call any number of times, also at once.
   */
  async check(refereeId: string): Promise<string | undefined> {
    const now = new Date(this.#clock.now());
    const decision = await decideReward(this.#db, refereeId, now);
    if (decision.kind !== 'pay') return undefined;
    const core = this.#core();
    if (core === undefined) throw new Error('Referral rewards are paid by the exchange core');
    await payReward(this.#db, core, { refereeId, referrerId: decision.referrerId, now });
    return decision.referrerId;
  }

  /** `userId`'s first fill: a referee's step is recorded, and the reward checked. */
  async firstTrade(userId: string, at: Date): Promise<string | undefined> {
    const marked = await this.#db
      .updateTable('referral')
      .set({ first_trade_at: at })
      .where('referee_id', '=', userId)
      .where('first_trade_at', 'is', null)
      .returning('referee_id')
      .executeTakeFirst();
    return marked === undefined ? undefined : this.check(userId);
  }

  /**
   * At start: the first trades of referees made while no process watched (before this one, or
   * in a batch whose notices a crash cut short) are read from the projected fills, and every
   * referral that qualifies or was decided and not yet paid is checked. Answers how many were.
   */
  async sweep(): Promise<number> {
    await sql`
      update referral set first_trade_at = (
        select min(f.created_at) from trading_fill f where f.user_id = referral.referee_id)
      where outcome is null and first_trade_at is null
        and exists (select 1 from trading_fill f where f.user_id = referral.referee_id)`.execute(
      this.#db,
    );
    const due = await this.#db
      .selectFrom('referral')
      .leftJoin('kyc_record', 'kyc_record.user_id', 'referral.referee_id')
      .select('referral.referee_id')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('referral.outcome', 'is', null),
            eb('referral.first_trade_at', 'is not', null),
            eb('kyc_record.aadhaar_state', '=', 'verified'),
            eb('kyc_record.pan_state', '=', 'verified'),
          ]),
          eb.and([
            eb('referral.outcome', '=', 'rewarded'),
            eb('referral.reward_transaction_id', 'is', null),
          ]),
        ]),
      )
      .execute();
    for (const row of due) await this.check(row.referee_id);
    return due.length;
  }
}
