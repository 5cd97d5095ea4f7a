/** Business constants of spec section 9 (and the timings of section 4), grouped by concern. */

export const api = {
  timeoutMs: 30_000,
  tokenExpiringMarginMs: 30_000,
} as const;

export const OTP_LENGTH = 6;

export const authFlow = {
  otpLength: OTP_LENGTH,
  otpResendCooldownMs: 30_000,
  redirectCountdownMs: 3_000,
  passwordMinLength: 8,
} as const;

export const SIGNUP_STEPS = [1, 2, 3, 4] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export const persistence = {
  key: 'root',
  keyPrefix: 'persist:',
  timeoutMs: 5_000,
} as const;

export const ui = {
  scrollThresholdPx: 10,
  chatbotCategoryDelayMs: 500,
  chatbotAnswerDelayMs: 1_000,
  toastDurationMs: 4_000,
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

export const orderStream = {
  pingIntervalMs: 10_000,
  pingTimeoutMs: 20_000,
  reconnectDelayMs: 5_000,
  dedupeCap: 1_000,
} as const;

export const positionStream = {
  pongTimeoutMs: 5_000,
  reconnectDelayMs: 3_000,
} as const;

export const brokerage = {
  flatInrPerTrade: 20,
} as const;
