import { describeModel } from './harness/index.ts';
import { dashboardVisitSpec } from './specs/dashboard-visit.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(dashboardVisitSpec, unreachableOf('dashboard-visit'));
