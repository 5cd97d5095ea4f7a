import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  expiryInstantUtc,
  formatExpiryDate,
  MONTH_CODES,
  parseExpiryDate,
  sortExpiryDates,
  upcomingExpiries,
} from '../../../../src/domain/expiry/expiry-date.ts';
import { expiryDateArb } from './arbitraries.ts';

describe('parseExpiryDate', () => {
  it.each([
    ['27JUN25', { year: 2025, month: 6, day: 27 }],
    ['5JUL25', { year: 2025, month: 7, day: 5 }],
    ['05JUL25', { year: 2025, month: 7, day: 5 }],
    ['1JAN00', { year: 2000, month: 1, day: 1 }],
    ['29FEB24', { year: 2024, month: 2, day: 29 }],
    ['29FEB00', { year: 2000, month: 2, day: 29 }],
  ])('parses the spec example %s', (text, date) => {
    expect(parseExpiryDate(text)).toEqual({ ok: true, date });
  });

  it('accepts the month code in any case', () => {
    expect(parseExpiryDate('27jun25')).toEqual(parseExpiryDate('27JUN25'));
    expect(parseExpiryDate('27Jun25')).toEqual(parseExpiryDate('27JUN25'));
  });

  it.each([
    ['', 'Invalid date format'],
    ['27JUN2025', 'Invalid date format'],
    ['127JUN25', 'Invalid date format'],
    ['JUN25', 'Invalid date format'],
    ['27JU25', 'Invalid date format'],
    ['27JUNE25', 'Invalid date format'],
    [' 27JUN25', 'Invalid date format'],
    ['27JUN25 ', 'Invalid date format'],
    ['27-JUN-25', 'Invalid date format'],
    ['2.5JUN25', 'Invalid date format'],
    // An unknown month.
    ['27JUX25', 'Invalid month'],
    ['1ABC25', 'Invalid month'],
    // Days outside 1-31.
    ['0JUN25', 'Invalid day'],
    ['00JAN25', 'Invalid day'],
    ['32JAN25', 'Invalid day'],
    ['99FEB25', 'Invalid day'],
    // Days the month does not have.
    ['31FEB25', 'Invalid date'],
    ['29FEB25', 'Invalid date'],
    ['31APR25', 'Invalid date'],
  ])('rejects %j with "%s"', (text, error) => {
    expect(parseExpiryDate(text)).toEqual({ ok: false, error });
  });

  it('round-trips every real date through its canonical text', () => {
    fc.assert(
      fc.property(expiryDateArb, (date) => {
        expect(parseExpiryDate(formatExpiryDate(date))).toEqual({ ok: true, date });
      }),
    );
  });

  it('agrees with the UTC calendar on every day 1-31 of every month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...MONTH_CODES),
        fc.integer({ min: 0, max: 99 }),
        (day, month, yy) => {
          const result = parseExpiryDate(`${day}${month}${String(yy).padStart(2, '0')}`);
          const monthIndex = MONTH_CODES.indexOf(month);
          const real = new Date(Date.UTC(2000 + yy, monthIndex, day)).getUTCMonth() === monthIndex;
          expect(result.ok).toBe(real);
          if (!result.ok) expect(result.error).toBe('Invalid date');
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseExpiryDate(text).ok).toBe('boolean');
      }),
    );
  });
});

describe('daysInMonth', () => {
  it.each([
    { year: 2025, month: 2, days: 28 },
    { year: 2024, month: 2, days: 29 },
    { year: 2025, month: 4, days: 30 },
    { year: 2025, month: 12, days: 31 },
  ])('knows month lengths and leap years: $year-$month has $days days', ({ year, month, days }) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('expiryInstantUtc', () => {
  it('is 08:00 UTC (13:30 IST) on the expiry day', () => {
    const instant = expiryInstantUtc({ year: 2025, month: 6, day: 27 });
    expect(new Date(instant).toISOString()).toBe('2025-06-27T08:00:00.000Z');
    const ist = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    expect(ist).toBe('13:30');
  });
});

describe('sortExpiryDates', () => {
  it('sorts ascending by date, not by text', () => {
    expect(sortExpiryDates(['27JUN25', '5JUL25', '30MAY25', '1JAN26', '26DEC25'])).toEqual([
      '30MAY25',
      '27JUN25',
      '5JUL25',
      '26DEC25',
      '1JAN26',
    ]);
  });

  it('puts invalid texts last in their original order and keeps the input intact', () => {
    const input = ['bad', '5JUL25', '31FEB25', '27JUN25'];
    expect(sortExpiryDates(input)).toEqual(['27JUN25', '5JUL25', 'bad', '31FEB25']);
    expect(input).toEqual(['bad', '5JUL25', '31FEB25', '27JUN25']);
  });

  it('is a permutation whose valid prefix is non-decreasing', () => {
    const text = fc.oneof(expiryDateArb.map(formatExpiryDate), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), (texts) => {
        const sorted = sortExpiryDates(texts);
        expect([...sorted].sort()).toEqual([...texts].sort());
        const instants = sorted.flatMap((t) => {
          const parsed = parseExpiryDate(t);
          return parsed.ok ? [expiryInstantUtc(parsed.date)] : [];
        });
        expect(instants).toEqual([...instants].sort((a, b) => a - b));
        const firstInvalid = sorted.findIndex((t) => !parseExpiryDate(t).ok);
        if (firstInvalid !== -1) {
          expect(sorted.slice(firstInvalid).every((t) => !parseExpiryDate(t).ok)).toBe(true);
        }
      }),
    );
  });
});

describe('upcomingExpiries', () => {
  const at = (iso: string) => Date.parse(iso);

  it('drops an expiry from 08:00 UTC on its day, keeping the order of the rest', () => {
    const listed = ['22NOV26', '23NOV26', '27NOV26', '25DEC26'];
    expect(upcomingExpiries(listed, at('2026-11-22T07:59:59.999Z'))).toEqual(listed);
    expect(upcomingExpiries(listed, at('2026-11-22T08:00:00.000Z'))).toEqual([
      '23NOV26',
      '27NOV26',
      '25DEC26',
    ]);
    expect(upcomingExpiries(listed, at('2026-11-27T13:30:00+05:30'))).toEqual(['25DEC26']);
  });

  it('drops texts that name no date', () => {
    expect(upcomingExpiries(['31NOV26', 'soon', '1JAN27'], at('2026-11-22T00:00:00Z'))).toEqual([
      '1JAN27',
    ]);
  });

  it('keeps exactly the expiries whose instant is after now', () => {
    fc.assert(
      fc.property(fc.array(expiryDateArb, { maxLength: 8 }), fc.integer(), (dates, offset) => {
        const texts = dates.map(formatExpiryDate);
        const now = Date.UTC(2030, 0, 1) + offset * 1000;
        expect(upcomingExpiries(texts, now)).toEqual(
          texts.filter((_, i) => expiryInstantUtc(dates[i] as (typeof dates)[number]) > now),
        );
      }),
    );
  });
});
