import { describeModel } from './harness/index.ts';
import { twoFactorSettingsSpec } from './specs/two-factor-settings.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(twoFactorSettingsSpec, unreachableOf('two-factor-settings'));
