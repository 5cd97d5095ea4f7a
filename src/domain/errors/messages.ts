/** Fixed user-facing texts of spec sections 5 and 8, character for character. */
export const messages = {
  network: 'Network error. Please check your connection.',
  timeout: 'Request timeout. Please try again.',
  unexpected: 'An unexpected error occurred',

  missingUserData: 'Missing required user data',
  signupFailed: 'Signup failed',
  noTokenInRefreshResponse: 'No token in refresh response',
  noAuthToken: 'No auth token found',
  invalidOAuthResponse: 'Invalid OAuth response structure',
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
    guessablePassword:
      'This password is too common or too easy to guess. Please choose a less predictable one.',
  },

  expiry: {
    invalidFormat: 'Invalid date format',
    invalidMonth: 'Invalid month',
    invalidDay: 'Invalid day',
    invalidDate: 'Invalid date',
  },
} as const;

/** The spec only says the persistence timeout error names the persist key; this wording is ours. */
export const persistTimeoutMessage = (key: string): string =>
  `Persistence timed out for key "${key}"`;
