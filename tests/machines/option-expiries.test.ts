import { describeModel } from './harness/index.ts';
import { optionExpiriesSpec } from './specs/option-expiries.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(optionExpiriesSpec, unreachableOf('option-expiries'));
