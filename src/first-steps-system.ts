import type { ActorRefFrom } from 'xstate';
import { fundsActor } from './funds-system.ts';
import type { firstStepsMachine } from './machines/first-steps/first-steps.machine.ts';
import { systemIds } from './machines/ids.ts';
import { provideFirstSteps } from './services/first-steps.services.ts';
import { actors, authServices, child, rootActor } from './system.ts';
import { notificationsActor, positionsActor } from './trading-system.ts';

/**
 * The first-steps checklist joins the root system here (`firstSteps.attach`), loaded with the
 * dashboard. It follows the session, and reads the steps again whenever the funds, the positions
 * or the notices (a deposit, a KYC result, a fill) change.
 */
rootActor.send({
  type: 'firstSteps.attach',
  logic: provideFirstSteps({
    http: authServices.http,
    funds: fundsActor,
    watched: [
      { actor: positionsActor, key: (s) => s.context.positions.length },
      { actor: notificationsActor, key: (s) => s.context.lastMessageId },
    ],
  }),
});
export const firstStepsActor = child<ActorRefFrom<typeof firstStepsMachine>>(systemIds.firstSteps);

let lastUserId: string | null | undefined;
const followSession = () => {
  const session = actors.session.getSnapshot();
  if (session.matches('rehydrating')) return;
  const userId = session.matches('authenticated') ? (session.context.user?.id ?? null) : null;
  if (userId === lastUserId) return;
  lastUserId = userId;
  firstStepsActor.send(
    userId === null ? { type: 'firstSteps.signedOut' } : { type: 'firstSteps.signedIn', userId },
  );
};
actors.session.subscribe(followSession);
followSession();
