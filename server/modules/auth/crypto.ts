import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../src/domain/constants.ts';

/** A random, URL-safe secret of `bytes` bytes (refresh tokens, generated keys). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 in hex: how high-entropy secrets (refresh tokens) are stored. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * HMAC-SHA-256 in hex. OTPs are hashed with a server-side key rather than a bare hash, since
 * a million six-digit codes are trivial to try against a leaked hash.
 */
export function hmac(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Six random decimal digits from the CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
