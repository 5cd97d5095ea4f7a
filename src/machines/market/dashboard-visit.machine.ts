import { type AnyActorRef, enqueueActions, setup } from 'xstate';
import { systemIds } from '../ids.ts';

/**
 * A visit of /dashboard (the root runs this while the dashboard is shown): entering it asks the
 * first-steps checklist to read the steps again, since a KYC result or a deposit may have come
 * while the trader was on another page.
 */
export const dashboardVisitMachine = setup({
  actions: {
    refreshFirstSteps: enqueueActions(({ system, enqueue }) => {
      const firstSteps = system.get(systemIds.firstSteps) as AnyActorRef | undefined;
      if (firstSteps) enqueue.sendTo(firstSteps, { type: 'firstSteps.refresh' });
    }),
  },
}).createMachine({
  id: 'dashboardVisit',
  description:
    'A visit of the dashboard: on entry it asks the first-steps checklist to read the steps again.',
  initial: 'visiting',
  states: {
    visiting: {
      description: 'The dashboard is shown; the checklist was asked to read the steps again.',
      entry: 'refreshFirstSteps',
    },
  },
});
