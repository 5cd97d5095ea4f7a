import { describeModel } from './harness/index.ts';
import { recordsSpec } from './specs/records.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(recordsSpec, unreachableOf('records'));
