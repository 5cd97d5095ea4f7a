import {
  provideForgotPasswordMachine,
  provideSignupMachine,
} from './services/auth-flows.services.ts';
import { rememberNewTrader } from './services/new-trader.ts';
import {
  provideAccountSecurity,
  provideNotificationPreferences,
} from './services/settings.services.ts';
import { createSettingsApi } from './services/settings-api.ts';
import { provideTwoFactorSettings } from './services/two-factor.services.ts';
import { actors, authServices } from './system.ts';

const settingsApi = createSettingsApi(authServices.http);

/**
 * Flow machines with their side effects provided: pages start them (useActorRef) and stop them on
 * unmount. Their initial states invoke nothing, so StrictMode's restart in development is harmless.
 */
export const flows = {
  signup: provideSignupMachine(authServices.api, {
    navigate: authServices.authPorts.navigate,
    clearAuthentication: () => actors.session.send({ type: 'session.logout' }),
    rememberNewTrader: (email) => rememberNewTrader(authServices.ports.local, email),
  }),
  forgotPassword: provideForgotPasswordMachine(authServices.api, {
    navigate: authServices.authPorts.navigate,
  }),
  twoFactorSettings: provideTwoFactorSettings(authServices.api),
  accountSecurity: provideAccountSecurity(settingsApi),
  // The trading screens read the preferences from the session's user, so they go there.
  notificationPreferences: provideNotificationPreferences(settingsApi, (preferences) =>
    actors.session.send({ type: 'session.notificationPreferencesChanged', preferences }),
  ),
};
