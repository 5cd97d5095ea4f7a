import { describeModel } from './harness/index.ts';
import { apiKeysSpec } from './specs/api-keys.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(apiKeysSpec, unreachableOf('api-keys'));
