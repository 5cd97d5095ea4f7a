import { provideKycMachine, provideProfileMachine } from './services/kyc.services.ts';
import { createKycApi } from './services/kyc-api.ts';
import { authServices } from './system.ts';
import { tellAccountNotice } from './trading-system.ts';

const api = createKycApi(authServices.http);

/**
 * The KYC and profile machines with their calls provided; loaded with their pages only. Pages
 * start them (useActorRef) and stop them on unmount; their initial states invoke nothing.
 */
export const kycFlows = {
  kyc: provideKycMachine(api, tellAccountNotice),
  profile: provideProfileMachine(api),
};
