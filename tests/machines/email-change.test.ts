import { describeModel } from './harness/index.ts';
import { emailChangeSpec } from './specs/email-change.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(emailChangeSpec, unreachableOf('email-change'));
