import fc from 'fast-check';
import { daysInMonth, type ExpiryDate } from '../../../../src/domain/expiry/expiry-date.ts';

/** Any real calendar day from 2000 to 2099. */
export const expiryDateArb: fc.Arbitrary<ExpiryDate> = fc
  .record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: daysInMonth(year, month) }).map((day) => ({ year, month, day })),
  );
