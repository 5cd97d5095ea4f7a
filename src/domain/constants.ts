/** Business constants of spec section 9 (and the timings of section 4), grouped by concern. */

export const api = {
  timeoutMs: 30_000,
  tokenExpiringMarginMs: 30_000,
} as const;

export const OTP_LENGTH = 6;

export const authFlow = {
  otpResendCooldownMs: 30_000,
  redirectCountdownMs: 3_000,
  passwordMinLength: 8,
} as const;

export const persistence = {
  key: 'root',
  keyPrefix: 'persist:',
  timeoutMs: 5_000,
} as const;

export const ui = {
  scrollThresholdPx: 10,
  chatbotCategoryDelayMs: 500,
  chatbotAnswerDelayMs: 1_000,
} as const;

export const marketStream = {
  pingIntervalMs: 10_000,
  pongTimeoutMs: 5_000,
  maxReconnects: 5,
  backoffBaseMs: 1_000,
  backoffCapMs: 30_000,
} as const;

export const fundSocket = {
  reconnectDelayMs: 5_000,
} as const;

export const brokerage = {
  flatInrPerTrade: 20,
} as const;
