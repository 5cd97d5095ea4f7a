import { describeModel } from './harness/index.ts';
import { marketSocketSpec } from './specs/market-socket.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(marketSocketSpec, unreachableOf('market-socket'));
