import { describeModel } from './harness/index.ts';
import { fundsSpec } from './specs/funds.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(fundsSpec, unreachableOf('funds'));
