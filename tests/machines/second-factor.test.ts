import { describeModel } from './harness/index.ts';
import { secondFactorSpec } from './specs/second-factor.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(secondFactorSpec, unreachableOf('second-factor'));
