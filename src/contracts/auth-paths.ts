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
} as const;
