import type { ActorRefFrom } from 'xstate';
import type { emailChangeMachine } from './machines/account/email-change.machine.ts';
import { systemIds } from './machines/ids.ts';
import { child } from './system.ts';

/**
 * The email change's actor (a child of the root system), loaded with /settings. The session resets
 * it at each sign-in and sign-out (session-followers.ts), so a change under way never carries over
 * to the next trader of this tab.
 */
export const emailChangeActor = child<ActorRefFrom<typeof emailChangeMachine>>(
  systemIds.emailChange,
);
