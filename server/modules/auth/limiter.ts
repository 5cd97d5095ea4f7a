import type { Clock } from '../../clock.ts';
import { RateLimitedError } from './errors.ts';
import { waitText } from './messages.ts';

/** At most `max` hits per `windowMs` for one key. */
export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

export type LimitResult = { ok: true } | { ok: false; retryAfterS: number };
type Refused = Extract<LimitResult, { ok: false }>;

interface Window {
  count: number;
  resetAt: number;
  lastHitAt: number;
}

const PRUNE_ABOVE = 10_000;

/**
 * Fixed-window counters in memory, keyed by e.g. `login:ip:127.0.0.1`. Enough for the
 * single-process exchange; several instances behind a balancer would need a shared store.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** Whether `key` is already at its limit, without counting a hit. */
  check(key: string, limit: Limit): LimitResult {
    const window = this.current(key);
    if (window === undefined || window.count < limit.max) return { ok: true };
    return { ok: false, retryAfterS: this.secondsUntil(window.resetAt) };
  }

  /** Counts one hit for `key`. */
  hit(key: string, limit: Limit): void {
    const window = this.current(key);
    const now = this.clock.now();
    if (window === undefined) {
      this.prune();
      this.windows.set(key, { count: 1, resetAt: now + limit.windowMs, lastHitAt: now });
    } else {
      window.count += 1;
      window.lastHitAt = now;
    }
  }

  /** Hits of `key` in its current window, and when the last one was (0 and undefined if none). */
  hits(key: string): { count: number; lastHitAt: number | undefined } {
    const window = this.current(key);
    return { count: window?.count ?? 0, lastHitAt: window?.lastHitAt };
  }

  /** Takes back one hit of `key` (an attempt counted in advance that turned out fine). */
  refund(key: string): void {
    const window = this.current(key);
    if (window === undefined) return;
    window.count -= 1;
    if (window.count <= 0) this.windows.delete(key);
  }

  /** Counts a hit, refusing it when the key is already at its limit. */
  take(key: string, limit: Limit): LimitResult {
    const result = this.check(key, limit);
    if (result.ok) this.hit(key, limit);
    return result;
  }

  /** Forgets the hits of `key` (e.g. failed logins after a successful one). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window === undefined) return undefined;
    if (window.resetAt <= this.clock.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Whole seconds from now until `at`, at least 1. */
  secondsUntil(at: number): number {
    return Math.max(1, Math.ceil((at - this.clock.now()) / 1000));
  }

  private prune(): void {
    if (this.windows.size < PRUNE_ABOVE) return;
    const now = this.clock.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Counts one hit on every key, or none when any of them is at its limit, in which case it
 * throws a 429 whose message (from `message`) says how long to wait.
 */
export function enforceLimits(
  limiter: RateLimiter,
  hits: ReadonlyArray<readonly [string, Limit]>,
  message: (wait: string) => string,
): void {
  const refused = hits
    .map(([key, limit]) => limiter.check(key, limit))
    .filter((result): result is Refused => !result.ok);
  if (refused.length > 0) {
    const retryAfterS = Math.max(...refused.map((result) => result.retryAfterS));
    throw new RateLimitedError(message(waitText(retryAfterS)), retryAfterS);
  }
  for (const [key, limit] of hits) limiter.hit(key, limit);
}
