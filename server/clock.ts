/**
 * Time as a dependency: services ask the clock instead of calling Date.now(), so tests can
 * move time forward (OTP expiry, token expiry, cooldowns, rate-limit windows).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
