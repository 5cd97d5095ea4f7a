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
  it('parses the spec examples', () => {
    expect(parseExpiryDate('27JUN25')).toEqual({
      ok: true,
      date: { year: 2025, month: 6, day: 27 },
    });
    expect(parseExpiryDate('5JUL25')).toEqual({ ok: true, date: { year: 2025, month: 7, day: 5 } });
    expect(parseExpiryDate('05JUL25')).toEqual({
      ok: true,
      date: { year: 2025, month: 7, day: 5 },
    });
    expect(parseExpiryDate('1JAN00')).toEqual({ ok: true, date: { year: 2000, month: 1, day: 1 } });
  });

  it('accepts the month code in any case', () => {
    expect(parseExpiryDate('27jun25')).toEqual(parseExpiryDate('27JUN25'));
    expect(parseExpiryDate('27Jun25')).toEqual(parseExpiryDate('27JUN25'));
  });

  it.each([
    '',
    '27JUN2025',
    '127JUN25',
    'JUN25',
    '27JU25',
    '27JUNE25',
    ' 27JUN25',
    '27JUN25 ',
    '27-JUN-25',
    '2.5JUN25',
  ])('rejects %j as a bad format', (text) => {
    expect(parseExpiryDate(text)).toEqual({ ok: false, error: 'Invalid date format' });
  });

  it('rejects an unknown month', () => {
    expect(parseExpiryDate('27JUX25')).toEqual({ ok: false, error: 'Invalid month' });
    expect(parseExpiryDate('1ABC25')).toEqual({ ok: false, error: 'Invalid month' });
  });

  it('uses "Invalid day" for days outside 1-31', () => {
    expect(parseExpiryDate('0JUN25')).toEqual({ ok: false, error: 'Invalid day' });
    expect(parseExpiryDate('00JAN25')).toEqual({ ok: false, error: 'Invalid day' });
    expect(parseExpiryDate('32JAN25')).toEqual({ ok: false, error: 'Invalid day' });
    expect(parseExpiryDate('99FEB25')).toEqual({ ok: false, error: 'Invalid day' });
  });

  it('uses "Invalid date" for days the month does not have', () => {
    expect(parseExpiryDate('31FEB25')).toEqual({ ok: false, error: 'Invalid date' });
    expect(parseExpiryDate('29FEB25')).toEqual({ ok: false, error: 'Invalid date' });
    expect(parseExpiryDate('31APR25')).toEqual({ ok: false, error: 'Invalid date' });
    expect(parseExpiryDate('29FEB24').ok).toBe(true);
    expect(parseExpiryDate('29FEB00').ok).toBe(true);
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
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
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
