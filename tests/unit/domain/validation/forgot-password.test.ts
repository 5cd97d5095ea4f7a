import { describe, expect, it } from 'vitest';
import {
  validateResendEmail,
  validateResetAllowed,
} from '../../../../src/domain/validation/forgot-password.ts';

describe('forgot-password preconditions', () => {
  it('requires a verified OTP before reset', () => {
    expect(validateResetAllowed(true)).toEqual({ ok: true });
    expect(validateResetAllowed(false)).toEqual({
      ok: false,
      message: 'Please verify OTP before resetting your password.',
    });
  });

  it('requires an email to resend the OTP', () => {
    const missing = { ok: false, message: 'Email is missing, please enter it again' };
    expect(validateResendEmail('trader@derivo.in')).toEqual({ ok: true });
    expect(validateResendEmail('')).toEqual(missing);
    expect(validateResendEmail('   ')).toEqual(missing);
    expect(validateResendEmail(undefined)).toEqual(missing);
    expect(validateResendEmail(null)).toEqual(missing);
  });
});
