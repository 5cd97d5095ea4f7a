import { describeModel } from './harness/index.ts';
import { signupSpec } from './specs/signup.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(signupSpec, unreachableOf('signup'));
