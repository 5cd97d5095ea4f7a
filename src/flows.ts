import { REFERRAL_QUERY } from './contracts/referral.ts';
import { systemIds } from './machines/ids.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { provideApiKeys } from './services/api-keys.services.ts';
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
 * The sign-up, password and settings flows with their side effects provided. The route table
 * (src/routing) loads this module with /signup, /forgot-password or /settings, and the root's
 * pages actor runs each flow while its route is current.
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

/** The sign-up link's code (`?ref=`) pre-fills the field; the machine keeps it from then on. */
export const signupRoute: PageRoute = {
  waitsFor: 'now',
  actors: [
    {
      systemId: systemIds.signup,
      logic: flows.signup,
      input: ({ search }) => {
        const referralCode = new URLSearchParams(search).get(REFERRAL_QUERY);
        return referralCode === null ? {} : { referralCode };
      },
    },
  ],
};

export const forgotPasswordRoute: PageRoute = {
  waitsFor: 'now',
  actors: [{ systemId: systemIds.forgotPassword, logic: flows.forgotPassword }],
};

/** Each section's actor reads its part of the account as it starts. */
export const settingsRoute: PageRoute = {
  waitsFor: 'user',
  actors: [
    { systemId: systemIds.accountSecurity, logic: flows.accountSecurity },
    { systemId: systemIds.notificationPreferences, logic: flows.notificationPreferences },
    { systemId: systemIds.twoFactorSettings, logic: flows.twoFactorSettings },
    { systemId: systemIds.apiKeys, logic: provideApiKeys(authServices.http) },
  ],
};
