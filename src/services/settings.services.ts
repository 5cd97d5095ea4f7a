import { fromPromise } from 'xstate';
import type { NotificationPreferences } from '../contracts/auth.ts';
import { accountSecurityMachine } from '../machines/settings/account-security.machine.ts';
import { notificationPreferencesMachine } from '../machines/settings/notification-preferences.machine.ts';
import { PasswordChangeRefused } from '../machines/settings/password-rules.ts';
import { ApiError } from './http/api-error.ts';
import type { SettingsApi } from './settings-api.ts';

/**
 * A 400 of change-password is about one field: the current password when it was wrong, else the
 * new one (too weak, too guessable, the same as before). Anything else is about the whole form.
 */
function placedRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const field = /^your current password/i.test(error.message) ? 'currentPassword' : 'password';
  return new PasswordChangeRefused(field, error.message);
}

export const provideAccountSecurity = (api: SettingsApi) =>
  accountSecurityMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        try {
          await api.changePassword(input.currentPassword, input.newPassword);
        } catch (error) {
          throw placedRefusal(error);
        }
      }),
      loadSessions: fromPromise(() => api.sessions()),
      signOutSession: fromPromise(({ input }) => api.signOutSession(input.sessionId)),
      signOutEverywhere: fromPromise(() => api.signOutEverywhere()),
    },
  });

export const provideNotificationPreferences = (
  api: SettingsApi,
  tellSession: (preferences: NotificationPreferences) => void,
) =>
  notificationPreferencesMachine.provide({
    actors: {
      loadPreferences: fromPromise(() => api.notificationPreferences()),
      savePreference: fromPromise(({ input }) =>
        api.updateNotificationPreferences({ [input.kind]: input.value }),
      ),
    },
    actions: {
      tellSession: (_, params) => tellSession(params.preferences),
    },
  });
