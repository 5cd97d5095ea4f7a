import { describeModel } from './harness/index.ts';
import { marketStripSpec } from './specs/market-strip.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(marketStripSpec, unreachableOf('market-strip'));
