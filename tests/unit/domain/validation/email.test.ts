import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from '../../../../src/domain/validation/email.ts';

describe('validateEmail', () => {
  it.each(['trader@derivo.in', 'a.b+c@mail.example.com', 'x@y.z'])('accepts %j', (email) => {
    expect(validateEmail(email)).toEqual({ ok: true });
  });

  it.each([
    '',
    'trader',
    'trader@',
    '@derivo.in',
    'trader@derivo',
    'tra der@derivo.in',
    'trader@@derivo.in',
    ' trader@derivo.in',
    'trader@derivo.in ',
    // Address-list and display-name syntax: mail software would deliver to another address.
    '"victim"<attacker@evil.test>',
    'victim@derivo.in,attacker@evil.test',
    'a@b.com,x',
    'victim@derivo.in;attacker@evil.test',
    'victim<attacker@evil.test>',
    'attacker@evil.test(victim@derivo.in)',
    'a\\@b@derivo.in',
  ])('rejects %j', (email) => {
    expect(validateEmail(email)).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
  });

  it('accepts generated addresses', () => {
    const part = fc.stringMatching(/^[a-z0-9._+-]{1,12}$/);
    fc.assert(
      fc.property(part, part, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
      }),
    );
  });

  it('rejects any text containing whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n'), fc.string(), (a, ws, b) => {
        expect(isValidEmail(`${a}${ws}${b}@derivo.in`)).toBe(false);
      }),
    );
  });
});
