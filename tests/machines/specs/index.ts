import type { ModelSpec } from '../harness/index.ts';
import { currencySpec } from './currency.spec.ts';
import { guestSpec } from './guest.spec.ts';
import { persistenceSpec } from './persistence.spec.ts';
import { rootSpec } from './root.spec.ts';
import { themeSpec } from './theme.spec.ts';

/** One model spec per catalogue entry; tests/machines/catalogue.test.ts keeps the two in step. */
export const modelSpecs: readonly ModelSpec[] = [
  rootSpec,
  themeSpec,
  guestSpec,
  currencySpec,
  persistenceSpec,
];
