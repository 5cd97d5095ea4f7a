import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGuestId, isGuestId } from '../../../src/domain/identity/guest-id.ts';

const fromBytes = (bytes: readonly number[]) => {
  let offset = 0;
  return (buffer: Uint8Array<ArrayBuffer>) => {
    for (let i = 0; i < buffer.length; i++) buffer[i] = bytes[offset++ % bytes.length] ?? 0;
    return buffer;
  };
};

describe('guest id', () => {
  it('is g_ followed by 5 base-36 characters for any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 251 }), { minLength: 1 }), (bytes) => {
        const id = createGuestId(fromBytes(bytes));
        expect(id).toMatch(/^g_[0-9a-z]{5}$/);
        expect(isGuestId(id)).toBe(true);
      }),
    );
  });

  it('maps bytes to base-36 digits and skips bytes that would bias the alphabet', () => {
    expect(createGuestId(fromBytes([255, 0, 1, 252, 35, 36, 71]))).toBe('g_01z0z');
  });

  it('uses the platform random source', () => {
    const ids = new Set(
      Array.from({ length: 200 }, () => createGuestId((b) => crypto.getRandomValues(b))),
    );
    expect(ids.size).toBeGreaterThan(195);
  });

  it('rejects values that are not guest ids', () => {
    for (const bad of ['', 'g_', 'g_ABCDE', 'g_abcd', 'g_abcdef', 'x_abcde', 42, null]) {
      expect(isGuestId(bad)).toBe(false);
    }
  });
});
