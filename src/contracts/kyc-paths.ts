/**
 * The KYC calls of spec section 7 under /api/v1, plus the status and profile reads the screens
 * need. Apart from their schemas (`kyc.ts`), like `auth-paths.ts`.
 */
export const kycPaths = {
  authenticate: '/auth/authenticate-kyc',
  sendAadhaarOtp: '/auth/send-otp-adhaar',
  verifyAadhaarOtp: '/auth/verify-otp-adhaar',
  verifyPan: '/auth/verify-pan-number',
  verifyBankAccount: '/auth/verify-bank-account',
  /** GET with the bearer: the trader's KYC status and each step's state (masked). */
  status: '/auth/kyc-status',
  /** GET and PATCH with the bearer: the trader's own profile. */
  profile: '/profile',
} as const;
