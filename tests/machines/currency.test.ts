import { describeModel } from './harness/index.ts';
import { currencySpec } from './specs/currency.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(currencySpec, unreachableOf('currency'));
