import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { expiryInstantUtc } from '../../../../src/domain/expiry/expiry-date.ts';
import { formatRemaining, timeToExpiry } from '../../../../src/domain/expiry/time-to-expiry.ts';
import { expiryDateArb } from './arbitraries.ts';

const june27 = { year: 2025, month: 6, day: 27 };
const expiryMs = Date.parse('2025-06-27T08:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatRemaining', () => {
  it('floors minutes and lets hours exceed 24', () => {
    expect(formatRemaining(41 * HOUR + 7 * MINUTE + 59_999)).toBe('41h 7m');
    expect(formatRemaining(59_999)).toBe('0h 0m');
    expect(formatRemaining(HOUR)).toBe('1h 0m');
  });

  it('is Expired at zero and below, and — for NaN or Infinity', () => {
    expect(formatRemaining(0)).toBe('Expired');
    expect(formatRemaining(-1)).toBe('Expired');
    expect(formatRemaining(Number.NEGATIVE_INFINITY)).toBe('Expired');
    expect(formatRemaining(Number.NaN)).toBe('—');
    expect(formatRemaining(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('shows days and hours past 48 hours', () => {
    expect(formatRemaining(48 * HOUR - 1)).toBe('47h 59m');
    expect(formatRemaining(48 * HOUR)).toBe('2d 0h');
    expect(formatRemaining(7321 * HOUR + 43 * MINUTE)).toBe('305d 1h');
  });

  it('past 48 hours, days and hours add back up to the floored duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 48 * HOUR, max: 10 * 365 * 24 * HOUR }), (ms) => {
        const match = /^(\d+)d (\d+)h$/.exec(formatRemaining(ms));
        expect(match).not.toBeNull();
        expect(Number(match?.[2])).toBeLessThan(24);
        expect((Number(match?.[1]) * 24 + Number(match?.[2])) * HOUR).toBe(
          Math.floor(ms / HOUR) * HOUR,
        );
      }),
    );
  });

  it('up to 48 hours, shows hours and minutes that add back up to the floored duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 * HOUR - 1 }), (ms) => {
        const match = /^(\d+)h (\d+)m$/.exec(formatRemaining(ms));
        expect(match).not.toBeNull();
        const hours = Number(match?.[1]);
        const minutes = Number(match?.[2]);
        expect(minutes).toBeLessThan(60);
        expect(hours * HOUR + minutes * MINUTE).toBe(Math.floor(ms / MINUTE) * MINUTE);
      }),
    );
  });
});

describe('timeToExpiry', () => {
  it('counts down to 08:00 UTC on the expiry day', () => {
    expect(timeToExpiry(june27, expiryMs - (41 * HOUR + 7 * MINUTE + 30_000))).toBe('41h 7m');
    expect(timeToExpiry(june27, expiryMs - 1)).toBe('0h 0m');
    expect(timeToExpiry(june27, expiryMs)).toBe('Expired');
    expect(timeToExpiry(june27, expiryMs + HOUR)).toBe('Expired');
    expect(timeToExpiry(june27, Number.NaN)).toBe('—');
  });

  it('is Expired exactly when now is at or past the expiry instant', () => {
    fc.assert(
      fc.property(expiryDateArb, fc.integer({ min: -1e12, max: 1e12 }), (date, offset) => {
        const now = expiryInstantUtc(date) + offset;
        expect(timeToExpiry(date, now) === 'Expired').toBe(offset >= 0);
      }),
    );
  });
});

describe('timeToExpiry in other process time zones', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  const zones = [
    { tz: 'UTC', offsetMinutes: 0 },
    { tz: 'Asia/Kolkata', offsetMinutes: -330 },
    { tz: 'America/Los_Angeles', offsetMinutes: 480 },
    { tz: 'Pacific/Chatham', offsetMinutes: -825 },
    { tz: 'Asia/Kathmandu', offsetMinutes: -345 },
  ];

  it.each(zones)('gives the same labels with TZ=$tz', ({ tz, offsetMinutes }) => {
    process.env.TZ = tz;
    // Proves the assignment took effect in this process (offsets on 2025-01-01).
    expect(new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset()).toBe(offsetMinutes);
    expect(timeToExpiry(june27, expiryMs - (41 * HOUR + 7 * MINUTE))).toBe('41h 7m');
    expect(timeToExpiry(june27, Date.parse('2025-06-27T07:59:00Z'))).toBe('0h 1m');
    expect(timeToExpiry(june27, Date.parse('2025-06-27T08:00:00Z'))).toBe('Expired');
    expect(
      timeToExpiry({ year: 2025, month: 3, day: 10 }, Date.parse('2025-03-08T08:00:00Z')),
    ).toBe('2d 0h');
  });
});
