import { describe, expect, it } from 'vitest';
import * as domain from '../../../src/domain/index.ts';

describe('domain index', () => {
  it('re-exports the public rules', () => {
    const names = [
      'apiErrorMessage',
      'forgotPasswordErrorMessage',
      'messages',
      'parseExpiryDate',
      'sortExpiryDates',
      'expiryInstantUtc',
      'timeToExpiry',
      'parseOptionSymbol',
      'orderStep',
      'roundDownToStep',
      'formatInrCompact',
      'formatUsd',
      'formatFundsBadge',
      'convertUsd',
      'validateEmail',
      'validatePassword',
      'passwordChecks',
      'passwordsMatch',
      'sanitizeOtpInput',
      'isCompleteOtp',
      'validateResetAllowed',
      'validateResendEmail',
      'OTP_LENGTH',
      'HEADER_INR_PER_USD',
    ];
    for (const name of names) expect(domain).toHaveProperty(name);
  });
});
