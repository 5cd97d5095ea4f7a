import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { securityEvent } from '../../security/security-events.ts';
import { RateLimitedError } from './errors.ts';
import type { Limit, RateLimiter } from './limiter.ts';
import { authLimits, slowDown } from './limits.ts';
import { authMessages, waitText } from './messages.ts';

/** Who is trying to sign in to which account, from where. */
export interface SignInSource {
  /** The account: its normalised email (also for emails without an account, so both look alike). */
  readonly email: string;
  /** The client address key (IPv4, or the IPv6 /64; see clientKey). */
  readonly ip: string;
  /** The device cookie's id when this browser signed in to the account before. */
  readonly device: string | undefined;
}

/**
 * Lockouts that cannot be turned against the owner (OWASP's device-cookie pattern). Failures
 * are counted per account AND source:
 * - a known device (device cookie) has its own count: 10 failures lock that browser alone;
 * - an unknown source (client address) slows down after 3 failures and stops at 10;
 * - all unknown sources of one account together stop at 50 an hour, the cap on guessing spread
 *   over many addresses; known devices, and a browser that resets the password, still get in.
 * Attempts are counted before the password (or code) is checked, so parallel guesses cannot
 * slip past a limit; a success takes its own count back.
 */
export class SignInLockout {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Refuses (429, saying what to do and when) a source that is slowed down or locked; otherwise
   * counts the attempt as failed in advance. Call `succeeded` when it turns out right.
   */
  admit(source: SignInSource): void {
    if (source.device !== undefined) {
      this.refuseAtLimit(
        deviceKey(source),
        authLimits.signInFailuresPerDevice,
        authMessages.sourceLocked,
      );
    } else {
      this.refuseAtLimit(
        sourceKey(source),
        authLimits.signInFailuresPerSource,
        authMessages.sourceLocked,
      );
      this.refuseWhileSlowed(source);
      this.refuseAtLimit(
        newDevicesKey(source),
        authLimits.signInFailuresFromNewDevices,
        authMessages.newDevicesLocked,
      );
    }
    this.recordFailedSignIn(source);
  }

  /**
   * Records one failed sign-in attempt of `source`: a wrong password, or a wrong second-factor
   * code. `admit` already records its attempt; call this for a failure that was not admitted.
   * Logs `login.locked` when the failure locks a source.
   */
  recordFailedSignIn(source: SignInSource): void {
    for (const [key, limit, scope] of this.countsOf(source)) {
      this.limiter.hit(key, limit);
      if (this.limiter.hits(key).count === limit.max) {
        securityEvent(this.log, 'login.locked', {
          email: source.email,
          ip: source.ip,
          scope,
          minutes: Math.round(limit.windowMs / 60_000),
        });
      }
    }
  }

  /**
   * The whole sign-in was right: the source's failures are forgiven, its share of the account's
   * given back. With a second factor, call it only once that is right too: a right password
   * alone must not wipe out the wrong codes counted before it.
   */
  succeeded(source: SignInSource): void {
    if (source.device !== undefined) {
      this.limiter.reset(deviceKey(source));
      return;
    }
    this.limiter.reset(sourceKey(source));
    this.limiter.refund(newDevicesKey(source));
  }

  private countsOf(source: SignInSource): Array<readonly [string, Limit, string]> {
    if (source.device !== undefined) {
      return [[deviceKey(source), authLimits.signInFailuresPerDevice, 'device']];
    }
    return [
      [sourceKey(source), authLimits.signInFailuresPerSource, 'address'],
      [newDevicesKey(source), authLimits.signInFailuresFromNewDevices, 'new devices'],
    ];
  }

  private refuseAtLimit(key: string, limit: Limit, message: (wait: string) => string): void {
    const result = this.limiter.check(key, limit);
    if (!result.ok)
      throw new RateLimitedError(message(waitText(result.retryAfterS)), result.retryAfterS);
  }

  private refuseWhileSlowed(source: SignInSource): void {
    const { count, lastHitAt } = this.limiter.hits(sourceKey(source));
    if (lastHitAt === undefined || count < slowDown.freeFailures) return;
    const delayMs = Math.min(
      slowDown.maxDelayMs,
      slowDown.baseDelayMs * 2 ** (count - slowDown.freeFailures),
    );
    const readyAt = lastHitAt + delayMs;
    if (readyAt > this.clock.now()) {
      const waitS = this.limiter.secondsUntil(readyAt);
      throw new RateLimitedError(authMessages.slowDown(waitText(waitS)), waitS);
    }
  }
}

const deviceKey = (source: SignInSource) => `signin:device:${source.email}:${source.device}`;
const sourceKey = (source: SignInSource) => `signin:source:${source.email}:${source.ip}`;
const newDevicesKey = (source: SignInSource) => `signin:new-devices:${source.email}`;
