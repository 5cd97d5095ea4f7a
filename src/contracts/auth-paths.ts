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
} as const;
