import { describeModel } from './harness/index.ts';
import { moneyFormSpec } from './specs/money-form.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(moneyFormSpec, unreachableOf('money-form'));
