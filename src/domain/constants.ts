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

/** Spec sections 4 and 9: the order notification stream. */
export const orderStream = {
  pingIntervalMs: 10_000,
  pingTimeoutMs: 20_000,
  reconnectDelayMs: 5_000,
  /** The seen-messageId set is cleared once it holds more than this many ids. */
  seenIdCap: 1_000,
} as const;

/** Spec sections 4 and 9: the position stream (pings like the market stream's, every 10 s). */
export const positionStream = {
  pingIntervalMs: 10_000,
  pongTimeoutMs: 5_000,
  reconnectDelayMs: 3_000,
} as const;

/** Spec sections 2 and 9: order toasts stay 4 s. */
export const orderToast = {
  durationMs: 4_000,
} as const;

/** A position whose margin ratio is past this is marked at risk (issue 13). */
export const positionRisk = {
  atRiskMarginRatio: 0.8,
  /** The bar turns red here; liquidation is at 1. */
  dangerMarginRatio: 0.9,
  /** A warning is dropped only below this, as the server re-arms its margin alert. */
  rearmMarginRatio: 0.7,
} as const;

export const brokerage = {
  flatInrPerTrade: 20,
} as const;
