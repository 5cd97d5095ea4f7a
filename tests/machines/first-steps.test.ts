import { describeModel } from './harness/index.ts';
import { firstStepsSpec } from './specs/first-steps.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(firstStepsSpec, unreachableOf('first-steps'));
