import { type ExpiryDate, expiryInstantUtc } from './expiry-date.ts';

export const EXPIRED_LABEL = 'Expired';
export const UNKNOWN_TIME_LABEL = '—';

const MS_PER_MINUTE = 60_000;

/** 'Xh Ym' for a positive remaining duration (minutes floored, hours unbounded), else 'Expired'. */
export const formatRemaining = (remainingMs: number): string => {
  if (Number.isNaN(remainingMs)) return UNKNOWN_TIME_LABEL;
  if (remainingMs <= 0) return EXPIRED_LABEL;
  if (!Number.isFinite(remainingMs)) return UNKNOWN_TIME_LABEL;
  const totalMinutes = Math.floor(remainingMs / MS_PER_MINUTE);
  return `${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
};

/**
 * Time left until the expiry instant (08:00 UTC on the expiry day). Uses epoch
 * arithmetic only, so the result does not depend on the process time zone.
 * A non-finite `nowMs` gives '—'.
 */
export const timeToExpiry = (expiry: ExpiryDate, nowMs: number): string =>
  Number.isFinite(nowMs) ? formatRemaining(expiryInstantUtc(expiry) - nowMs) : UNKNOWN_TIME_LABEL;
