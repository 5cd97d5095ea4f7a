import { provideReferralMachine } from './services/referral.services.ts';
import { authServices } from './system.ts';

/**
 * The refer-and-earn machine with its calls provided; loaded with /referral only. The page starts
 * it (useActorRef) and stops it on unmount; its initial state invokes nothing.
 */
export const referralFlow = provideReferralMachine(authServices.http);
