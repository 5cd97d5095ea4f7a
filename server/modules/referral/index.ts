import fastifyPlugin from 'fastify-plugin';
import { FirstFills } from './first-fills.ts';
import { ReferralRewards } from './rewards.ts';
import { referralRoutes } from './routes.ts';
import type { ReferralService } from './service.ts';

/**
 * Refer and earn: GET /referrals, and the reward, paid through the exchange core once the
 * referred trader's KYC is verified and they have had a first fill (docs/referral.md). Listens to
 * the KYC service and the exchange core's notices, and pays through the funds service's core;
 * decorates the root with `app.referral`. Sign-up records the referrer itself
 * (auth/routes-signup.ts, with ./signup.ts).
 */
export const referralModule = fastifyPlugin<{ prefix?: string }>(
  async (app, { prefix }) => {
    const { funds } = app;
    const rewards = new ReferralRewards({ db: app.db, clock: app.clock, core: () => funds.core });
    const service: ReferralService = { check: (refereeId) => rewards.check(refereeId) };
    app.decorate('referral', service);
    await app.register(async (scope) => referralRoutes(scope), { prefix });

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
    app.kyc.onVerified(async (userId) => {
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
    const stopListening = app.coreNotices.listen((notices) => fills.notices(notices));
    app.addHook('onReady', async () => {
      await track(rewards.sweep(), 'sweep');
    });
    app.addHook('onClose', async () => {
      stopListening();
      await Promise.all(pending);
    });
  },
  { name: 'referral', dependencies: ['funds', 'exchange', 'kyc'] },
);
