import { describeModel } from './harness/index.ts';
import { orderBookSeedSpec } from './specs/order-book-seed.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(orderBookSeedSpec, unreachableOf('order-book-seed'));
