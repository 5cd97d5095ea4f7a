import { messages } from '../errors/messages.ts';

/** A calendar day; month is 1-12. */
export interface ExpiryDate {
  year: number;
  month: number;
  day: number;
}

export type ExpiryDateError = (typeof messages.expiry)[keyof typeof messages.expiry];

export type ExpiryDateResult =
  | { ok: true; date: ExpiryDate }
  | { ok: false; error: ExpiryDateError };

export const MONTH_CODES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

const EXPIRY_PATTERN = /^(\d{1,2})([A-Za-z]{3})(\d{2})$/;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Parses expiry text such as '27JUN25' or '5JUL25' (year 20YY). The month code is
 * case-insensitive; no surrounding whitespace is allowed.
 * 'Invalid day' means the day is outside 1-31 in any month; 'Invalid date' means a
 * day of 1-31 that the given month and year do not have (31APR25, 29FEB25).
 */
export const parseExpiryDate = (text: string): ExpiryDateResult => {
  const match = EXPIRY_PATTERN.exec(text);
  if (!match) return { ok: false, error: messages.expiry.invalidFormat };
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const monthIndex = MONTH_CODES.indexOf(monthText.toUpperCase() as (typeof MONTH_CODES)[number]);
  if (monthIndex === -1) return { ok: false, error: messages.expiry.invalidMonth };
  const day = Number(dayText);
  if (day < 1 || day > 31) return { ok: false, error: messages.expiry.invalidDay };
  const year = 2000 + Number(yearText);
  const month = monthIndex + 1;
  if (day > daysInMonth(year, month)) return { ok: false, error: messages.expiry.invalidDate };
  return { ok: true, date: { year, month, day } };
};

/** Canonical text for a date: day without leading zero, upper-case month, 2-digit year. */
export const formatExpiryDate = (date: ExpiryDate): string =>
  `${date.day}${MONTH_CODES[date.month - 1] ?? '???'}${String(date.year % 100).padStart(2, '0')}`;

/** Expiry happens at 08:00 UTC (13:30 IST) on the expiry day. */
export const EXPIRY_HOUR_UTC = 8;

export const expiryInstantUtc = (date: ExpiryDate): number =>
  Date.UTC(date.year, date.month - 1, date.day, EXPIRY_HOUR_UTC, 0, 0, 0);

const compareDates = (a: ExpiryDate, b: ExpiryDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Sorts expiry texts ascending by parsed date without mutating the input. Texts that
 * do not parse are kept, after all valid ones, in their original order; equal dates
 * keep their original order too.
 */
export const sortExpiryDates = (texts: readonly string[]): string[] => {
  const valid: { text: string; date: ExpiryDate }[] = [];
  const invalid: string[] = [];
  for (const text of texts) {
    const parsed = parseExpiryDate(text);
    if (parsed.ok) valid.push({ text, date: parsed.date });
    else invalid.push(text);
  }
  valid.sort((a, b) => compareDates(a.date, b.date));
  return [...valid.map((entry) => entry.text), ...invalid];
};

/**
 * The expiries still ahead of `nowMs` (their 08:00 UTC instant not reached yet), in the given
 * order. A text that does not parse is dropped: it names no expiry anyone could trade.
 */
export const upcomingExpiries = (texts: readonly string[], nowMs: number): string[] =>
  texts.filter((text) => {
    const parsed = parseExpiryDate(text);
    return parsed.ok && expiryInstantUtc(parsed.date) > nowMs;
  });
