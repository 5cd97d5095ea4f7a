import type { ActorRefFrom } from 'xstate';
import type { flows } from '../../flows.ts';

export type AccountSecurityRef = ActorRefFrom<typeof flows.accountSecurity>;

export type NotificationPreferencesRef = ActorRefFrom<typeof flows.notificationPreferences>;
