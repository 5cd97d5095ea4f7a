import { describeModel } from './harness/index.ts';
import { themeSpec } from './specs/theme.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(themeSpec, unreachableOf('theme'));
