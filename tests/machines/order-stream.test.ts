import { describeModel } from './harness/index.ts';
import { orderStreamSpec } from './specs/order-stream.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(orderStreamSpec, unreachableOf('order-stream'));
