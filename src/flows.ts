import {
  provideForgotPasswordMachine,
  provideSignupMachine,
} from './services/auth-flows.services.ts';
import { provideTwoFactorSettings } from './services/two-factor.services.ts';
import { actors, authServices } from './system.ts';

/**
 * Flow machines with their side effects provided: pages start them (useActorRef) and stop them on
 * unmount. Their initial states invoke nothing, so StrictMode's restart in development is harmless.
 */
export const flows = {
  signup: provideSignupMachine(authServices.api, {
    navigate: authServices.authPorts.navigate,
    clearAuthentication: () => actors.session.send({ type: 'session.logout' }),
  }),
  forgotPassword: provideForgotPasswordMachine(authServices.api, {
    navigate: authServices.authPorts.navigate,
  }),
  twoFactorSettings: provideTwoFactorSettings(authServices.api),
};
