import {
  type ExpiryDate,
  expiryInstantUtc,
  formatExpiryDate,
} from '../../../../../src/domain/expiry/expiry-date.ts';

export type ExpiryKind = 'daily' | 'weekly' | 'monthly' | 'quarterly';

export interface Expiry {
  date: ExpiryDate;
  /** Deribit's text, e.g. 27JUN25 (day not zero-padded). */
  text: string;
  /** 08:00 UTC on the expiry day (epoch ms). */
  instantMs: number;
  /** The longest cycle this date belongs to. */
  kind: ExpiryKind;
}

/** How many expiries of each cycle are listed at once (Deribit's usual counts). */
export interface ExpirySchedule {
  dailies: number;
  weeklies: number;
  monthlies: number;
  quarterlies: number;
}

export const DERIBIT_SCHEDULE: ExpirySchedule = {
  dailies: 4,
  weeklies: 4,
  monthlies: 3,
  quarterlies: 4,
};

const DAY_MS = 86_400_000;
const FRIDAY = 5;
const QUARTER_MONTHS = new Set([3, 6, 9, 12]);
const RANK: Record<ExpiryKind, number> = { daily: 0, weekly: 1, monthly: 2, quarterly: 3 };

const dateOf = (ms: number): ExpiryDate => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

/** The last Friday of a month (month 1-12). */
export function lastFriday(year: number, month: number): ExpiryDate {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - FRIDAY + 7) % 7;
  return { year, month, day: last.getUTCDate() - back };
}

/**
 * The option expiries listed at `nowMs`, ascending: the next dailies, the next Fridays, the
 * last Fridays of the next months and of the next quarter months (Mar, Jun, Sep, Dec), each at
 * 08:00 UTC. An expiry at or before now is gone.
 */
export function listExpiries(nowMs: number, schedule: ExpirySchedule = DERIBIT_SCHEDULE): Expiry[] {
  const found = new Map<number, ExpiryKind>();
  const add = (date: ExpiryDate, kind: ExpiryKind): void => {
    const instant = expiryInstantUtc(date);
    const previous = found.get(instant);
    if (previous === undefined || RANK[kind] > RANK[previous]) found.set(instant, kind);
  };
  const today = dateOf(nowMs);
  const firstDayMs =
    expiryInstantUtc(today) > nowMs ? expiryInstantUtc(today) : expiryInstantUtc(today) + DAY_MS;
  for (let i = 0; i < schedule.dailies; i++) add(dateOf(firstDayMs + i * DAY_MS), 'daily');
  const firstFridayMs = firstDayMs + ((FRIDAY - new Date(firstDayMs).getUTCDay() + 7) % 7) * DAY_MS;
  for (let i = 0; i < schedule.weeklies; i++) {
    add(dateOf(firstFridayMs + i * 7 * DAY_MS), 'weekly');
  }
  let monthly = 0;
  let quarterly = 0;
  for (let offset = 0; offset < 60; offset++) {
    if (monthly >= schedule.monthlies && quarterly >= schedule.quarterlies) break;
    const month = ((today.month - 1 + offset) % 12) + 1;
    const year = today.year + Math.floor((today.month - 1 + offset) / 12);
    const date = lastFriday(year, month);
    if (expiryInstantUtc(date) < firstDayMs) continue;
    if (monthly < schedule.monthlies) {
      add(date, 'monthly');
      monthly++;
    }
    if (QUARTER_MONTHS.has(month) && quarterly < schedule.quarterlies) {
      add(date, 'quarterly');
      quarterly++;
    }
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([instantMs, kind]) => {
      const date = dateOf(instantMs);
      return { date, text: formatExpiryDate(date), instantMs, kind };
    });
}
