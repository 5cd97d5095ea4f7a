import { describeModel } from './harness/index.ts';
import { profileSpec } from './specs/profile.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(profileSpec, unreachableOf('profile'));
