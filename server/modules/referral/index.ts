import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { fundsServiceOf } from '../funds/index.ts';
import { kycServiceOf } from '../kyc/index.ts';
import { activateReferral } from './reward.ts';
import { referralRoutes } from './routes.ts';

export interface ReferralService {
  /** Makes the referee's referral Active and pays the referrer once; answers who was paid. */
  activate(refereeId: string): Promise<string | undefined>;
}

/**
 * Refer and earn: GET /referrals, and the reward paid when a referred trader's KYC becomes
 * verified. Registered after the KYC and funds modules (it listens to one and tells the other).
 * Sign-up records the referrer itself (auth/routes-signup.ts, with ./signup.ts).
 */
export const referralModule: FastifyPluginAsync = async (app) => {
  const service: ReferralService = {
    async activate(refereeId) {
      const referrerId = await activateReferral(app.db, refereeId, new Date(app.clock.now()));
      // After the commit: the referrer's fund stream shows the reward.
      if (referrerId !== undefined) fundsServiceOf(app)?.changed(referrerId);
      return referrerId;
    },
  };
  services.set(app.server, service);
  referralRoutes(app);
  kycServiceOf(app)?.onVerified(async (userId) => {
    try {
      await service.activate(userId);
    } catch (error) {
      // The KYC verification stands; the reward can be paid by activate() later.
      app.log.error({ err: error, userId }, 'Referral reward could not be paid');
    }
  });
};

const services = new WeakMap<object, ReferralService>();

export function referralServiceOf(app: FastifyInstance): ReferralService | undefined {
  return services.get(app.server);
}
