/**
 * The paths of the auth calls of spec section 7, under /api/v1/auth. Apart from their schemas
 * (`auth.ts`) so that the web app's entry, which needs only the paths, loads no schema library.
 */
export const authPaths = {
  sendEmailVerify: '/auth/send-email-verify',
  verifyEmailOtp: '/auth/verify-email-otp',
  signupManual: '/auth/user-signup/manual',
  signupProvider: (provider: string) => `/auth/user-signup/${provider}`,
  loginManual: '/auth/user-login/manual',
  loginProvider: (provider: string) => `/auth/user-login/${provider}`,
  refreshAccessToken: '/auth/user-login/refreshAccessToken',
  logout: '/auth/logout',
  updateCurrency: '/auth/update-currency',
  sendForgotPasswordOtp: '/auth/send-email-verify-forgotPass',
  resetPassword: '/auth/reset-password',
  /** GET with the bearer token: the signed-in user, to validate a restored session. */
  me: '/auth/me',
  /** POST {challengeToken, code}: the second step of a login when two-factor sign-in is on. */
  loginSecondFactor: '/auth/user-login/two-factor',
  /** GET: whether two-factor sign-in is on for the bearer, and how many recovery codes are left. */
  twoFactor: '/auth/two-factor',
  /** POST: a new authenticator secret (with its QR code), pending until confirmed. */
  twoFactorEnrol: '/auth/two-factor/enrol',
  /** POST {code}: turns two-factor sign-in on; answers the ten recovery codes, once. */
  twoFactorConfirm: '/auth/two-factor/confirm',
  /** POST {code}: turns two-factor sign-in off; needs an authenticator or recovery code. */
  twoFactorDisable: '/auth/two-factor/disable',
  /**
   * POST with X-Step-Up (with two-factor on, the step-up is the authenticator's code): ten new
   * recovery codes, shown once; every earlier one is void.
   */
  twoFactorRecoveryCodes: '/auth/two-factor/recovery-codes',
  /**
   * POST {password} or, with two-factor sign-in on, {code}: a step-up token (5 minutes, this
   * session only) that sensitive calls take in the X-Step-Up header.
   */
  stepUp: '/auth/step-up',
  /**
   * POST {newEmail} with X-Step-Up: a six-digit code is mailed to the new address (10 minutes,
   * five tries); the email changes only once it is confirmed. Not in the spec (issue 24).
   */
  changeEmail: '/auth/change-email',
  /** POST {code}: the code mailed to the new address; the old address is told of the change. */
  changeEmailConfirm: '/auth/change-email/confirm',
  /** POST {current_password, new_password}: every other session of the account ends. */
  changePassword: '/auth/change-password',
  /** GET: the trader's signed-in sessions; the bearer's is marked current. */
  sessions: '/auth/sessions',
  /** DELETE: ends one of the trader's sessions (404 for any other id). */
  session: (sessionId: string) => `/auth/sessions/${encodeURIComponent(sessionId)}`,
  /** POST: ends every session of the trader but the bearer's. */
  signOutEverywhere: '/auth/sessions/sign-out-everywhere',
  /** PUT {orderToasts?, liquidationAlerts?}: the trading notices the trader wants. */
  notificationPreferences: '/auth/notification-preferences',
} as const;
