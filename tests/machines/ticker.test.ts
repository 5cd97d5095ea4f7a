import { describeModel } from './harness/index.ts';
import { tickerSpec } from './specs/ticker.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(tickerSpec, unreachableOf('ticker'));
