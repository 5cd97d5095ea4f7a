import { describeModel } from './harness/index.ts';
import { accountSecuritySpec } from './specs/account-security.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(accountSecuritySpec, unreachableOf('account-security'));
