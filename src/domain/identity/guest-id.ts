const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const GUEST_ID_LENGTH = 5;
/** Largest multiple of 36 below 256: bytes at or above it are skipped so every character is equally likely. */
const UNBIASED_LIMIT = 252;

export const GUEST_ID_PATTERN = /^g_[0-9a-z]{5}$/;

export const isGuestId = (value: unknown): value is string =>
  typeof value === 'string' && GUEST_ID_PATTERN.test(value);

/**
 * `g_` + 5 random base-36 characters. `randomBytes` fills a buffer with random bytes
 * (crypto.getRandomValues in the browser); it is a parameter so the rule stays pure.
 */
export function createGuestId(
  randomBytes: (buffer: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
): string {
  let id = '';
  while (id.length < GUEST_ID_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(16))) {
      if (byte < UNBIASED_LIMIT && id.length < GUEST_ID_LENGTH) id += ALPHABET[byte % 36];
    }
  }
  return `g_${id}`;
}
