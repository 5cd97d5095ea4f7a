import type { ActorRefFrom } from 'xstate';
import { fundsActor } from './funds-system.ts';
import type { firstStepsMachine } from './machines/first-steps/first-steps.machine.ts';
import { systemIds } from './machines/ids.ts';
import { provideFirstSteps } from './services/first-steps.services.ts';
import { authServices, child, rootActor } from './system.ts';
import { notificationsActor, positionsActor } from './trading-system.ts';

/**
 * The first-steps checklist joins the root system here (`firstSteps.attach`), loaded with the
 * dashboard. It follows the session (which tells it the trader, session-followers.ts), and reads the steps again whenever the funds, the positions
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
