import { describeModel } from './harness/index.ts';
import { positionsSpec } from './specs/positions.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(positionsSpec, unreachableOf('positions'));
