import { describeModel } from './harness/index.ts';
import { futuresTableSpec } from './specs/futures-table.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(futuresTableSpec, unreachableOf('futures-table'));
