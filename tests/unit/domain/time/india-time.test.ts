import { describe, expect, it } from 'vitest';
import { indiaTimeText } from '../../../../src/domain/time/india-time.ts';

describe('a moment in Indian time, for the words the server writes', () => {
  it('is 5 h 30 min ahead of UTC, across midnight, named IST', () => {
    expect(indiaTimeText(new Date('2026-11-27T19:00:00Z'))).toBe('28 Nov 2026, 12:30 am IST');
    expect(indiaTimeText(new Date('2026-11-27T06:45:00Z'))).toBe('27 Nov 2026, 12:15 pm IST');
  });
});
