import { describeModel } from './harness/index.ts';
import { newVersionSpec } from './specs/new-version.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(newVersionSpec, unreachableOf('new-version'));
