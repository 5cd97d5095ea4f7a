import { describeModel } from './harness/index.ts';
import { guestSpec } from './specs/guest.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(guestSpec, unreachableOf('guest'));
