import { dashboardVisitMachine } from '../../../src/machines/market/dashboard-visit.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

/** What the visit sends is checked with a live checklist in tests/unit/market/dashboard-visit.test.ts. */
export const dashboardVisitSpec: ModelSpec = defineModelSpec({
  name: 'dashboard-visit',
  machine: dashboardVisitMachine,
  check: ({ snapshot }) => {
    if (!snapshot.matches('visiting')) throw new Error('a visit that is not visiting');
  },
});
