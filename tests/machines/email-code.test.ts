import { describeModel } from './harness/index.ts';
import { emailCodeSpec } from './specs/email-code.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(emailCodeSpec, unreachableOf('email-code'));
