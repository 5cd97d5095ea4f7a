import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  passwordChecks,
  passwordsMatch,
  validatePassword,
} from '../../../../src/domain/validation/password.ts';

const weak = { ok: false, message: 'Password does not meet the required strength.' };

describe('password strength', () => {
  it('accepts a password meeting every rule', () => {
    expect(validatePassword('Secret1@')).toEqual({ ok: true });
    expect(validatePassword('Longer#Pass 9&')).toEqual({ ok: true });
  });

  it.each([
    ['Secre1@', 'minLength'],
    ['secret1@', 'uppercase'],
    ['SECRET1@', 'lowercase'],
    ['Secrets@', 'digit'],
    ['Secret12', 'special'],
    ['Secret1#', 'special'],
  ])('rejects %j for %s', (password, failing) => {
    expect(validatePassword(password)).toEqual(weak);
    const checks = passwordChecks(password);
    expect(Object.entries(checks).filter(([, pass]) => !pass)).toEqual([[failing, false]]);
  });

  it('counts each of @ $ ! % * ? & as special', () => {
    for (const special of '@$!%*?&') {
      expect(passwordChecks(`Secret1${special}`).special).toBe(true);
    }
  });

  it('counts length in code points', () => {
    expect(passwordChecks('Ab1@😀😀😀').minLength).toBe(false);
    expect(passwordChecks('Ab1@😀😀😀😀').minLength).toBe(true);
  });

  it('is strong exactly when every check passes', () => {
    const alphabet = fc.constantFrom(...'aZ9@#x Y1!'.split(''));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 14 }).map((cs) => cs.join('')),
        (password) => {
          const checks = passwordChecks(password);
          const expected =
            [...password].length >= 8 &&
            /[A-Z]/.test(password) &&
            /[a-z]/.test(password) &&
            /\d/.test(password) &&
            /[@$!%*?&]/.test(password);
          expect(Object.values(checks).every(Boolean)).toBe(expected);
          expect(isStrongPassword(password)).toBe(expected);
        },
      ),
    );
  });

  it('stays strong when characters are appended', () => {
    fc.assert(
      fc.property(fc.string(), (suffix) => {
        expect(isStrongPassword(`Secret1@${suffix}`)).toBe(true);
      }),
    );
  });
});

describe('passwordsMatch', () => {
  it('requires identical text', () => {
    expect(passwordsMatch('Secret1@', 'Secret1@')).toEqual({ ok: true });
    expect(passwordsMatch('Secret1@', 'secret1@')).toEqual({
      ok: false,
      message: 'Passwords do not match.',
    });
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(passwordsMatch(a, b).ok).toBe(a === b);
      }),
    );
  });
});
