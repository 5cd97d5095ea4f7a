import { describeModel } from './harness/index.ts';
import { forgotPasswordSpec } from './specs/forgot-password.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(forgotPasswordSpec, unreachableOf('forgot-password'));
