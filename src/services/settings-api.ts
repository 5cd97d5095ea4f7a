import type {
  MeResponse,
  NotificationPreferences,
  NotificationPreferencesResponse,
  SessionsResponse,
  SignedInSession,
  SignOutEverywhereResponse,
} from '../contracts/auth.ts';
import { authPaths } from '../contracts/auth-paths.ts';
import type { HttpClient } from './http/client.ts';

/** The /settings calls of the auth API; every one carries the bearer token. */
export interface SettingsApi {
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  sessions(): Promise<readonly SignedInSession[]>;
  signOutSession(sessionId: string): Promise<void>;
  /** Answers the server's words on how many other sessions ended. */
  signOutEverywhere(): Promise<string>;
  notificationPreferences(): Promise<NotificationPreferences>;
  updateNotificationPreferences(
    change: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences>;
}

/** A user from a server without preferences yet: everything stays on. */
const ALL_ON: NotificationPreferences = { orderToasts: true, liquidationAlerts: true };

export function createSettingsApi(http: HttpClient): SettingsApi {
  return {
    changePassword: async (currentPassword, newPassword) => {
      await http.request(authPaths.changePassword, {
        method: 'POST',
        body: { current_password: currentPassword, new_password: newPassword },
      });
    },
    sessions: async () => (await http.request<SessionsResponse>(authPaths.sessions, {})).sessions,
    signOutSession: async (sessionId) => {
      await http.request(authPaths.session(sessionId), { method: 'DELETE' });
    },
    signOutEverywhere: async () =>
      (
        await http.request<SignOutEverywhereResponse>(authPaths.signOutEverywhere, {
          method: 'POST',
          body: {},
        })
      ).message,
    notificationPreferences: async () =>
      (await http.request<MeResponse>(authPaths.me, {})).user.notificationPreferences ?? ALL_ON,
    updateNotificationPreferences: async (change) =>
      (
        await http.request<NotificationPreferencesResponse>(authPaths.notificationPreferences, {
          method: 'PUT',
          body: change,
        })
      ).notificationPreferences,
  };
}
