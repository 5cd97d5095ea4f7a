import { describeModel } from './harness/index.ts';
import { fundSocketSpec } from './specs/fund-socket.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(fundSocketSpec, unreachableOf('fund-socket'));
