import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { systemIds } from '../../../src/machines/ids.ts';
import { dashboardVisitMachine } from '../../../src/machines/market/dashboard-visit.machine.ts';

describe('a dashboard visit', () => {
  it('asks the first-steps checklist of the same system to read the steps again', () => {
    const received: string[] = [];
    const parent = setup({
      actors: {
        firstSteps: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => received.push(event.type) } },
        }),
        visit: dashboardVisitMachine,
      },
    }).createMachine({
      invoke: [
        { id: 'firstSteps', src: 'firstSteps', systemId: systemIds.firstSteps },
        { id: 'visit', src: 'visit' },
      ],
    });
    const actor = createActor(parent).start();
    expect(received).toEqual(['firstSteps.refresh']);
    actor.stop();
  });

  it('starts without a checklist in the system and sends nothing', () => {
    const actor = createActor(dashboardVisitMachine).start();
    expect(actor.getSnapshot().value).toBe('visiting');
    actor.stop();
  });
});
