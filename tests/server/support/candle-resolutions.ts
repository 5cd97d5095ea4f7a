/** The candle resolutions of the spec and their length in seconds, written out independently of the code. */
export const RESOLUTION_SECONDS = [
  ['1m', 60],
  ['5m', 300],
  ['15m', 900],
  ['1h', 3600],
  ['4h', 14400],
  ['1d', 86400],
] as const;
