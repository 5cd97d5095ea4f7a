import { describeModel } from './harness/index.ts';
import { transactionsSpec } from './specs/transactions.spec.ts';
import { unreachableOf } from './specs/unreachable.ts';

describeModel(transactionsSpec, unreachableOf('transactions'));
