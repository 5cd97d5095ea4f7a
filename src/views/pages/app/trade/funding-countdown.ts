/**
 * The time to the next funding payment as a ticker shows it: "07:59:58" (hours, minutes, seconds);
 * "00:00:00" once the time has come (the next time arrives with the next tick), "—" without one.
 */
export function fundingCountdown(
  nextFundingTime: string | null | undefined,
  nowMs: number,
): string {
  if (!nextFundingTime) return '—';
  const at = Date.parse(nextFundingTime);
  if (!Number.isFinite(at)) return '—';
  const seconds = Math.max(0, Math.floor((at - nowMs) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** A funding rate as a trader reads it: "+0.0100%" (positive: longs pay shorts). */
export function fundingRateText(rate: number | null | undefined): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '—';
  const percent = (rate * 100).toFixed(4);
  return `${rate > 0 ? '+' : ''}${percent}%`;
}
