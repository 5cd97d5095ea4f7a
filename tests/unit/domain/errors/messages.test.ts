import { describe, expect, it } from 'vitest';
import { messages, persistTimeoutMessage } from '../../../../src/domain/errors/messages.ts';

describe('messages catalogue', () => {
  it('holds the exact texts of spec sections 5 and 8', () => {
    expect(messages).toMatchObject({
      network: 'Network error. Please check your connection.',
      timeout: 'Request timeout. Please try again.',
      unexpected: 'An unexpected error occurred',
      missingUserData: 'Missing required user data',
      signupFailed: 'Signup failed',
      invalidOAuthResponse: 'Invalid OAuth response structure',
      noTokenInRefreshResponse: 'No token in refresh response',
      noAuthToken: 'No auth token found',
      googleLoginFailed: 'Google login failed',
      oauthFailed: 'OAuth failed',
      noUserId: 'No user ID provided',
      fetchFundsFailed: 'Failed to fetch funds',
      verifyOtpUnknown: 'An unknown error occurred.',
      kyc: {
        authenticateFailed: 'Failed to authenticate KYC',
        sendOtpFailed: 'Failed to send OTP',
        verifyOtpFailed: 'Failed to verify OTP',
        verifyPanFailed: 'Failed to verify PAN',
      },
      fundSocket: {
        connectionError: 'Connection error',
        connectFailed: 'Failed to connect',
        invalidDataFormat: 'Invalid data format',
      },
      forgotPassword: {
        sendOtpFailed: 'Failed to send OTP',
        invalidOtp: 'Invalid OTP',
        resetPasswordFailed: 'Failed to reset password',
        sendOtpUnexpected: 'Something went wrong while sending OTP.',
        resendOtpUnexpected: 'Something went wrong while resending OTP.',
        verifyOtpUnexpected: 'Failed to verify OTP.',
        resetPasswordUnexpected: 'Failed to reset password.',
        emailMissing: 'Email is missing, please enter it again',
        otpNotVerified: 'Please verify OTP before resetting your password.',
      },
      validation: {
        invalidEmail: 'Please enter a valid email address.',
        passwordsDoNotMatch: 'Passwords do not match.',
        weakPassword: 'Password does not meet the required strength.',
      },
      expiry: {
        invalidFormat: 'Invalid date format',
        invalidMonth: 'Invalid month',
        invalidDay: 'Invalid day',
        invalidDate: 'Invalid date',
      },
    });
  });

  it('names the persist key in the persistence timeout message', () => {
    expect(persistTimeoutMessage('root')).toContain('"root"');
  });
});
