import { describeModel } from './harness/index.ts';
import { marginBarSpec } from './specs/margin-bar.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(marginBarSpec, unreachableOf('margin-bar'));
