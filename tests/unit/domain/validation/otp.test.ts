import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '../../../../src/domain/constants.ts';
import { isCompleteOtp, sanitizeOtpInput } from '../../../../src/domain/validation/otp.ts';

describe('OTP input', () => {
  it('has length 6', () => {
    expect(OTP_LENGTH).toBe(6);
  });

  it('keeps digits only, at most 6', () => {
    expect(sanitizeOtpInput('12a3 4-5')).toBe('12345');
    expect(sanitizeOtpInput('1234567890')).toBe('123456');
    expect(sanitizeOtpInput('١٢٣')).toBe('');
    expect(sanitizeOtpInput('')).toBe('');
  });

  it('is complete at exactly 6 digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
    expect(isCompleteOtp('123456\n')).toBe(false);
  });

  it('sanitised input is a digit prefix of the typed digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const otp = sanitizeOtpInput(raw);
        const digits = raw.replace(/[^0-9]/g, '');
        expect(otp).toMatch(/^[0-9]{0,6}$/);
        expect(digits.startsWith(otp)).toBe(true);
        expect(isCompleteOtp(otp)).toBe(digits.length >= 6);
        expect(sanitizeOtpInput(otp)).toBe(otp);
      }),
    );
  });
});
