import type { FastifyInstance } from 'fastify';
import {
  ReferralsQuery,
  ReferralsResponse,
  referralLink,
  referralPaths,
} from '../../../src/contracts/referral.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { signedInUserId } from '../../http/signed-in.ts';
import { ensureReferralCode } from './codes.ts';
import { referralMessages } from './messages.ts';
import { listReferrals } from './store.ts';

/** GET /referrals: the signed-in trader's code, link and referrals (masked). */
export function referralRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: ReferralsQuery; Reply: ReferralsResponse }>(
    referralPaths.referrals,
    { schema: routeSchema({ 200: ReferralsResponse }, { querystring: ReferralsQuery }) },
    async (request) => {
      // An empty userId names nobody: the signed-in trader's own referrals.
      const userId = await signedInUserId(request, request.query.userId || undefined, {
        signIn: referralMessages.notSignedIn,
        otherUser: referralMessages.otherTrader,
      });
      const code = await ensureReferralCode(app.db, userId, new Date(app.clock.now()));
      const referrals = await listReferrals(app.db, userId);
      const totalRewards = referrals.reduce((sum, row) => sum + row.rewards, 0);
      return {
        code,
        // The origin the trader's browser used, so the link works wherever the app is served.
        link: referralLink(`${request.protocol}://${request.host}`, code),
        referrals,
        totalRewards: Math.round(totalRewards * 100) / 100,
      };
    },
  );
}
