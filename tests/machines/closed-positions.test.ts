import { describeModel } from './harness/index.ts';
import { closedPositionsSpec } from './specs/closed-positions.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(closedPositionsSpec, unreachableOf('closed-positions'));
