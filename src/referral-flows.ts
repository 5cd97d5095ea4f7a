import { systemIds } from './machines/ids.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { provideReferralMachine } from './services/referral.services.ts';
import { authServices } from './system.ts';

/** The refer-and-earn machine with its calls provided; the route table loads it with /referral. */
export const referralFlow = provideReferralMachine(authServices.http);

export const referralRoute: PageRoute = {
  waitsFor: 'user',
  actors: [{ systemId: systemIds.referral, logic: referralFlow }],
};
