import { describeModel } from './harness/index.ts';
import { marketViewSpec } from './specs/market-view.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(marketViewSpec, unreachableOf('market-view'));
