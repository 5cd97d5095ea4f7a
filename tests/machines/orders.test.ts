import { describeModel } from './harness/index.ts';
import { ordersSpec } from './specs/orders.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(ordersSpec, unreachableOf('orders'));
