// The checklist joins the root before the visit asks it to read the steps again.
import './first-steps-system.ts';
import { systemIds } from './machines/ids.ts';
import { dashboardVisitMachine } from './machines/market/dashboard-visit.machine.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { marketViewActor } from './market-flows.ts';

/**
 * /dashboard: its market widgets, and the visit that has the first-steps checklist read the
 * steps again. The route table loads this module with the page.
 */
export const dashboardRoute: PageRoute = {
  waitsFor: 'user',
  actors: [marketViewActor, { systemId: systemIds.dashboardVisit, logic: dashboardVisitMachine }],
};
