import { describeModel } from './harness/index.ts';
import { persistenceSpec } from './specs/persistence.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(persistenceSpec, unreachableOf('persistence'));
