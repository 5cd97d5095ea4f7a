import type { ActorRefFrom } from 'xstate';
import type { emailChangeMachine } from './machines/account/email-change.machine.ts';
import { systemIds } from './machines/ids.ts';
import { actors, child } from './system.ts';

/**
 * The email change's actor (a child of the root system), loaded with /settings. A sign-in or
 * sign-out resets it, so a change under way never carries over to the next trader of this tab.
 */
export const emailChangeActor = child<ActorRefFrom<typeof emailChangeMachine>>(
  systemIds.emailChange,
);

let lastUserId: string | null | undefined;
const followSession = () => {
  const session = actors.session.getSnapshot();
  if (session.matches('rehydrating')) return;
  const userId = session.matches('authenticated') ? (session.context.user?.id ?? null) : null;
  if (lastUserId !== undefined && userId !== lastUserId) {
    emailChangeActor.send({ type: 'emailChange.reset' });
  }
  lastUserId = userId;
};
actors.session.subscribe(followSession);
followSession();
