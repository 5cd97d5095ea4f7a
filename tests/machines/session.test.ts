import { describeModel } from './harness/index.ts';
import { sessionSpec } from './specs/session.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(sessionSpec, unreachableOf('session'));
