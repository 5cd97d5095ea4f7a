import { describeModel } from './harness/index.ts';
import { stepUpSpec } from './specs/step-up.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(stepUpSpec, unreachableOf('step-up'));
