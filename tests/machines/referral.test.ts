import { describeModel } from './harness/index.ts';
import { referralSpec } from './specs/referral.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(referralSpec, unreachableOf('referral'));
