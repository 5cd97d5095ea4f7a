import { systemIds } from './machines/ids.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { provideKycMachine, provideProfileMachine } from './services/kyc.services.ts';
import { createKycApi } from './services/kyc-api.ts';
import { authServices } from './system.ts';
import { tellAccountNotice } from './trading-system.ts';

const api = createKycApi(authServices.http);

/**
 * The KYC and profile machines with their calls provided; the route table (src/routing) loads
 * this module with /kyc or /profile, and the root's pages actor runs each while its route is
 * current, for the signed-in trader.
 */
export const kycFlows = {
  kyc: provideKycMachine(api, tellAccountNotice),
  profile: provideProfileMachine(api),
};

export const kycRoute: PageRoute = {
  waitsFor: 'user',
  actors: [{ systemId: systemIds.kyc, logic: kycFlows.kyc }],
};

export const profileRoute: PageRoute = {
  waitsFor: 'user',
  actors: [{ systemId: systemIds.profile, logic: kycFlows.profile }],
};
