import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { isStrongPassword } from '../../../src/domain/validation/password.ts';

export { isStrongPassword };

/** Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import as a value. */
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum), the same
 * in every environment, tests included. About 10-20 ms per hash on this machine.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash of a random password, checked when the account does not exist so timing tells nothing. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; runs a decoy check when there is no hash. */
export async function checkPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
