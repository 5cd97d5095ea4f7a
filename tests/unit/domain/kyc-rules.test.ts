import { describe, expect, it } from 'vitest';
import {
  aadhaarError,
  accountNumberError,
  ageOn,
  comparableName,
  ifscError,
  kycTexts,
  maskPan,
  panError,
} from '../../../src/domain/kyc/rules.ts';
import { hasValidVerhoeffDigit, verhoeffDigit } from '../../../src/domain/kyc/verhoeff.ts';
import { referenceCheckDigit, validAadhaar } from '../../server/support/verhoeff-reference.ts';

describe('Verhoeff check digit', () => {
  it.each([
    ['236', 3],
    ['12345', 1],
    ['142857', 0],
  ])('gives the published example %s → %i', (digits, checkDigit) => {
    expect(verhoeffDigit(digits)).toBe(checkDigit);
  });

  it('agrees with a group-theoretic implementation on 5,000 random numbers', () => {
    for (let i = 0; i < 5_000; i += 1) {
      const digits = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
      expect(verhoeffDigit(digits)).toBe(referenceCheckDigit(digits));
      expect(hasValidVerhoeffDigit(`${digits}${referenceCheckDigit(digits)}`)).toBe(true);
    }
  });

  it('catches every single-digit error and every adjacent transposition of a valid number', () => {
    const number = validAadhaar('23456789012');
    for (let at = 0; at < 12; at += 1) {
      for (let d = 0; d < 10; d += 1) {
        if (String(d) === number[at]) continue;
        const typo = `${number.slice(0, at)}${d}${number.slice(at + 1)}`;
        expect(hasValidVerhoeffDigit(typo)).toBe(false);
      }
      if (at < 11 && number[at] !== number[at + 1]) {
        const swapped = `${number.slice(0, at)}${number[at + 1]}${number[at]}${number.slice(at + 2)}`;
        expect(hasValidVerhoeffDigit(swapped)).toBe(false);
      }
    }
  });
});

describe('Aadhaar number', () => {
  const good = validAadhaar('98765432109');
  it('accepts 12 digits starting 2–9 with their check digit, also typed in groups', () => {
    expect(aadhaarError(good)).toBeNull();
    expect(aadhaarError(`${good.slice(0, 4)} ${good.slice(4, 8)} ${good.slice(8)}`)).toBeNull();
  });
  it('refuses other lengths, letters, a first digit 0 or 1 and a wrong check digit', () => {
    expect(aadhaarError(good.slice(0, 11))).toBe(kycTexts.aadhaarFormat);
    expect(aadhaarError(`${good}1`)).toBe(kycTexts.aadhaarFormat);
    expect(aadhaarError(`${good.slice(0, 11)}a`)).toBe(kycTexts.aadhaarFormat);
    expect(aadhaarError(validAadhaar('12345678901'))).toBe(kycTexts.aadhaarFirstDigit);
    expect(aadhaarError(validAadhaar('02345678901'))).toBe(kycTexts.aadhaarFirstDigit);
    const wrongLast = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
    expect(aadhaarError(wrongLast)).toBe(kycTexts.aadhaarChecksum);
  });
});

/** A field's rule: the texts it accepts, and the texts it refuses with the words it shows. */
interface FieldRule {
  rule: string;
  error: (text: string) => string | null;
  accepted: string[];
  refused: [text: string, words: string][];
}

describe('PAN, IFSC, account number, names and ages', () => {
  it.each<FieldRule>([
    {
      rule: 'PAN: five letters, four digits, a letter; the fourth letter P for a person',
      error: panError,
      accepted: ['ABCPE1234F', ' abcpe1234f '],
      refused: [
        ['ABCCE1234F', kycTexts.panNotPerson],
        ['ABCP1234F', kycTexts.panFormat],
        ['ABCPE12345', kycTexts.panFormat],
        ['1BCPE1234F', kycTexts.panFormat],
      ],
    },
    {
      rule: 'IFSC: four letters, a zero and six letters or digits',
      error: ifscError,
      accepted: ['SBIN0001234', 'hdfc0abc123'],
      refused: [
        ['SBIN1001234', kycTexts.ifscFormat],
        ['SBI00001234', kycTexts.ifscFormat],
        ['SBIN000123', kycTexts.ifscFormat],
      ],
    },
    {
      rule: 'account number: 9 to 18 digits',
      error: accountNumberError,
      accepted: ['123456789', '123456789012345678'],
      refused: [
        ['12345678', kycTexts.accountNumberFormat],
        ['1234567890123456789', kycTexts.accountNumberFormat],
        ['12345678a', kycTexts.accountNumberFormat],
      ],
    },
  ])('$rule', ({ error, accepted, refused }) => {
    for (const text of accepted) expect(error(text), text).toBeNull();
    for (const [text, words] of refused) expect(error(text), text).toBe(words);
  });
  it('names compare without case and spacing', () => {
    expect(comparableName('  Asha   RAO ')).toBe(comparableName('asha rao'));
    expect(comparableName('Asha Rao')).not.toBe(comparableName('Asha Roa'));
  });
  it('counts whole years, birthdays included, and refuses impossible dates', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-30', '2026-11-23')).toBeNull();
    expect(ageOn('2030-01-01', '2026-11-23')).toBeNull();
    expect(ageOn('23/11/2008', '2026-11-23')).toBeNull();
  });
  it('masks a PAN to its first two and last two characters', () => {
    expect(maskPan('ABCPE1234F')).toBe('ABXXXXXX4F');
  });
});
