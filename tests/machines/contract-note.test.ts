import { describeModel } from './harness/index.ts';
import { contractNoteSpec } from './specs/contract-note.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(contractNoteSpec, unreachableOf('contract-note'));
