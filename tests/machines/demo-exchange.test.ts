import { describeModel } from './harness/index.ts';
import { demoExchangeSpec } from './specs/demo-exchange.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(demoExchangeSpec, unreachableOf('demo-exchange'));
