import { describeModel } from './harness/index.ts';
import { kycSpec } from './specs/kyc.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(kycSpec, unreachableOf('kyc'));
