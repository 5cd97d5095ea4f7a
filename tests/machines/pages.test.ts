import { describeModel } from './harness/index.ts';
import { pagesSpec } from './specs/pages.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(pagesSpec, unreachableOf('pages'));
