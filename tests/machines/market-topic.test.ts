import { describeModel } from './harness/index.ts';
import { marketTopicSpec } from './specs/market-topic.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(marketTopicSpec, unreachableOf('market-topic'));
