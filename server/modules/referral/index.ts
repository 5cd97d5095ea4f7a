import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { listenCoreNotices } from '../exchange/index.ts';
import { fundsServiceOf } from '../funds/index.ts';
import { kycServiceOf } from '../kyc/index.ts';
import { FirstFills } from './first-fills.ts';
import { ReferralRewards } from './rewards.ts';
import { referralRoutes } from './routes.ts';

export interface ReferralService {
  /**
   * Pays the referee's referrer once the referee qualifies (KYC verified and a first trade);
   * answers who was paid by this call's decision, or undefined.
   */
  check(refereeId: string): Promise<string | undefined>;
}

/**
 * Refer and earn: GET /referrals, and the reward, paid through the exchange core once the
 * referred trader's KYC is verified and they have had a first fill (docs/referral.md). Registered
 * after the KYC and funds modules (it listens to one and pays through the other).
 * Sign-up records the referrer itself (auth/routes-signup.ts, with ./signup.ts).
 */
export const referralModule: FastifyPluginAsync = async (app) => {
  const funds = fundsServiceOf(app);
  const rewards = new ReferralRewards({ db: app.db, clock: app.clock, core: () => funds?.core });
  const service: ReferralService = { check: (refereeId) => rewards.check(refereeId) };
  services.set(app.server, service);
  referralRoutes(app);

  /** A check that failed is logged: the step stands, and the startup sweep checks again. */
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, userId: string) => {
    const done = work
      .catch((error: unknown) => {
        app.log.error({ err: error, userId }, 'Referral reward could not be checked');
      })
      .finally(() => pending.delete(done));
    pending.add(done);
    return done;
  };
  kycServiceOf(app)?.onVerified(async (userId) => {
    await track(rewards.check(userId), userId);
  });
  const fills = new FirstFills((userId, at) => {
    track(
      rewards.firstTrade(userId, at).catch((error: unknown) => {
        fills.forget(userId);
        throw error;
      }),
      userId,
    );
  });
  const stopListening = listenCoreNotices(app, (notices) => fills.notices(notices));
  app.addHook('onReady', async () => {
    await track(rewards.sweep(), 'sweep');
  });
  app.addHook('onClose', async () => {
    stopListening();
    await Promise.all(pending);
  });
};

const services = new WeakMap<object, ReferralService>();

export function referralServiceOf(app: FastifyInstance): ReferralService | undefined {
  return services.get(app.server);
}
