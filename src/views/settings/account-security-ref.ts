import type { useActorRef } from '@xstate/react';
import type { flows } from '../../flows.ts';

export type AccountSecurityRef = ReturnType<typeof useActorRef<typeof flows.accountSecurity>>;

export type NotificationPreferencesRef = ReturnType<
  typeof useActorRef<typeof flows.notificationPreferences>
>;
