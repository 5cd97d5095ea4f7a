import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, refreshDelayMs, tokenExpiryMs } from '../../../src/services/auth-token.ts';
import { jwtExpiringAt } from './http-fakes.ts';

const NOW = 1_800_000_000_000;
const MARGIN = 30_000;

describe('token expiry', () => {
  it('reads the exp claim of a JWT (base64url payload) in ms', () => {
    expect(tokenExpiryMs(jwtExpiringAt(1_800_000_900))).toBe(1_800_000_900_000);
    expect(tokenExpiryMs('not-a-jwt')).toBeNull();
    expect(tokenExpiryMs('a.%%%.c')).toBeNull();
    expect(tokenExpiryMs(`a.${Buffer.from('{"sub":"x"}').toString('base64url')}.c`)).toBeNull();
  });

  it('is due 30 s before expiry for a normal token', () => {
    const fifteenMinutes = jwtExpiringAt((NOW + 15 * 60_000) / 1000);
    expect(refreshDelayMs(fifteenMinutes, NOW)).toBe(15 * 60_000 - MARGIN);
  });

  it('is due now for an expired token and never for a token without expiry', () => {
    expect(refreshDelayMs(jwtExpiringAt((NOW - 1000) / 1000), NOW)).toBe(0);
    expect(refreshDelayMs('opaque', NOW)).toBe(MAX_TIMER_MS);
  });

  it('refreshes short-lived tokens at half their life instead of in a loop', () => {
    expect(refreshDelayMs(jwtExpiringAt((NOW + 4_000) / 1000), NOW)).toBe(2_000);
  });

  it('is never negative, never after the expiry, and exactly 30 s early when there is room', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000_000 }), (remaining) => {
        const token = jwtExpiringAt((NOW + remaining) / 1000);
        const delay = refreshDelayMs(token, NOW);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(remaining);
        if (remaining >= 2 * MARGIN) expect(delay).toBe(Math.floor(remaining - MARGIN));
      }),
    );
  });
});
