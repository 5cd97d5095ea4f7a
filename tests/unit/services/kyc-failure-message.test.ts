import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/errors/messages.ts';
import { ApiError } from '../../../src/services/http/api-error.ts';
import { kycFailureMessage } from '../../../src/services/kyc.services.ts';

// Spec section 8: the answer's text first, then network and timeout, then the KYC call's default.
describe('KYC failure messages', () => {
  const fallback = messages.kyc.sendOtpFailed;

  it('shows the server’s own words', () => {
    const error = new ApiError({ status: 422, body: { message: 'This PAN does not exist.' } });
    expect(kycFailureMessage(error, fallback)).toBe('This PAN does not exist.');
  });

  it('prefers the detail over the message, as the general order says', () => {
    const error = new ApiError({
      status: 400,
      body: { message: 'Invalid request', detail: 'The otp is too long.' },
    });
    expect(kycFailureMessage(error, fallback)).toBe('The otp is too long.');
  });

  it('names a network failure and a timeout', () => {
    expect(kycFailureMessage(new ApiError({ code: 'NETWORK_ERROR' }), fallback)).toBe(
      messages.network,
    );
    expect(kycFailureMessage(new ApiError({ code: 'ECONNABORTED' }), fallback)).toBe(
      messages.timeout,
    );
  });

  it('falls back to the call’s KYC default, never the general text', () => {
    expect(kycFailureMessage(new ApiError({ status: 500, body: {} }), fallback)).toBe(
      'Failed to send OTP',
    );
    expect(kycFailureMessage(undefined, messages.kyc.authenticateFailed)).toBe(
      'Failed to authenticate KYC',
    );
    expect(kycFailureMessage(new Error('boom'), messages.kyc.verifyPanFailed)).toBe(
      'Failed to verify PAN',
    );
  });
});
