import { describeModel } from './harness/index.ts';
import { positionCommandsSpec } from './specs/position-commands.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(positionCommandsSpec, unreachableOf('position-commands'));
