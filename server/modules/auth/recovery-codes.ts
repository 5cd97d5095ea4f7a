import { randomInt } from 'node:crypto';

/** Crockford-style base32 without look-alikes (no i, l, o, u): easy to read off paper. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_COUNT = 10;

/** One recovery code: ten symbols (50 bits) from the CSPRNG, shown as `xxxxx-xxxxx`. */
function recoveryCode(): string {
  let symbols = '';
  for (let i = 0; i < 10; i += 1) symbols += ALPHABET[randomInt(ALPHABET.length)];
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

/** The form a recovery code is hashed in: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(raw: string): string {
  return raw.toLowerCase().replace(/[\s-]/g, '');
}

const TOTP_CODE = /^\d{6}$/;

/** Whether a typed code is six authenticator digits (spaces ignored) rather than a recovery code. */
export function asTotpCode(raw: string): string | undefined {
  const digits = raw.replace(/\s/g, '');
  return TOTP_CODE.test(digits) ? digits : undefined;
}
