import { describeModel } from './harness/index.ts';
import { positionStreamSpec } from './specs/position-stream.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(positionStreamSpec, unreachableOf('position-stream'));
