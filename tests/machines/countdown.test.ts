import { describeModel } from './harness/index.ts';
import { countdownSpec } from './specs/countdown.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(countdownSpec, unreachableOf('countdown'));
