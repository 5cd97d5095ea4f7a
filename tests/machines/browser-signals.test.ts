import { describeModel } from './harness/index.ts';
import { browserSignalsSpec } from './specs/browser-signals.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(browserSignalsSpec, unreachableOf('browser-signals'));
