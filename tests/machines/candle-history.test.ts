import { describeModel } from './harness/index.ts';
import { candleHistorySpec } from './specs/candle-history.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(candleHistorySpec, unreachableOf('candle-history'));
