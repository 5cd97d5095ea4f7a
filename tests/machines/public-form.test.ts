import { describeModel } from './harness/index.ts';
import { publicFormSpec } from './specs/public-form.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(publicFormSpec, unreachableOf('public-form'));
