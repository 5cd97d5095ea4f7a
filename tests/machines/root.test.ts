import { describeModel } from './harness/index.ts';
import { rootSpec } from './specs/root.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(rootSpec, unreachableOf('root'));
