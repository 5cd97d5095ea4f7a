import type { ActorRefFrom } from 'xstate';
import type { emailChangeMachine } from './machines/account/email-change.machine.ts';
import { systemIds } from './machines/ids.ts';
import { provideEmailChange } from './services/email-change.services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The email change's actor, a child of the root system that joins when /settings loads (so the
 * public pages never download it). The session resets it at each sign-in and sign-out
 * (session-followers.ts), so a change under way never carries over to the next trader of this tab.
 */
rootActor.send({ type: 'emailChange.attach', logic: provideEmailChange(authServices.http) });
export const emailChangeActor = child<ActorRefFrom<typeof emailChangeMachine>>(
  systemIds.emailChange,
);
