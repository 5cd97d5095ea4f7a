import { describeModel } from './harness/index.ts';
import { oauthSpec } from './specs/oauth.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(oauthSpec, unreachableOf('oauth'));
