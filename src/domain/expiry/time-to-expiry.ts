import { type ExpiryDate, expiryInstantUtc } from './expiry-date.ts';

export const EXPIRED_LABEL = 'Expired';
export const UNKNOWN_TIME_LABEL = '—';

const MS_PER_MINUTE = 60_000;

/** Up to this many hours left the label counts hours and minutes; beyond it days and hours. */
export const HOURS_SHOWN_UP_TO = 48;

/**
 * 'Xh Ym' for a positive remaining duration up to 48 h, 'Xd Yh' beyond it ('305d 1h', not
 * '7321h 43m'), floored; 'Expired' once it has passed.
 */
export const formatRemaining = (remainingMs: number): string => {
  if (Number.isNaN(remainingMs)) return UNKNOWN_TIME_LABEL;
  if (remainingMs <= 0) return EXPIRED_LABEL;
  if (!Number.isFinite(remainingMs)) return UNKNOWN_TIME_LABEL;
  const totalMinutes = Math.floor(remainingMs / MS_PER_MINUTE);
  const totalHours = Math.floor(totalMinutes / 60);
  if (totalHours < HOURS_SHOWN_UP_TO) return `${totalHours}h ${totalMinutes % 60}m`;
  return `${Math.floor(totalHours / 24)}d ${totalHours % 24}h`;
};

/**
 * Time left until the expiry instant (08:00 UTC on the expiry day). Uses epoch
 * arithmetic only, so the result does not depend on the process time zone.
 * A non-finite `nowMs` gives '—'.
 */
export const timeToExpiry = (expiry: ExpiryDate, nowMs: number): string =>
  Number.isFinite(nowMs) ? formatRemaining(expiryInstantUtc(expiry) - nowMs) : UNKNOWN_TIME_LABEL;
