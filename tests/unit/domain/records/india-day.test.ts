import { describe, expect, it } from 'vitest';
import { financialYearOf, indiaDay } from '../../../../src/domain/records/india-day.ts';

describe('days and financial years as a trader in India counts them', () => {
  it('turns the day at 18:30 UTC (midnight IST)', () => {
    expect(indiaDay(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(indiaDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('starts the financial year on 1 April in India, still 31 March in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027);
    expect(financialYearOf(new Date('2026-11-23T12:00:00Z'))).toBe(2026);
  });
});
