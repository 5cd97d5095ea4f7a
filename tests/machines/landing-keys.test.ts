import { describeModel } from './harness/index.ts';
import { landingKeysSignedInSpec, landingKeysSpec } from './specs/landing-keys.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(landingKeysSpec, unreachableOf('landing-keys'));
describeModel(landingKeysSignedInSpec, unreachableOf('landing-keys'));
