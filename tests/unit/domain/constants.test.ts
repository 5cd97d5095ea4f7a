import { describe, expect, it } from 'vitest';
import {
  api,
  authFlow,
  brokerage,
  fundSocket,
  marketStream,
  orderStream,
  persistence,
  positionStream,
  SIGNUP_STEPS,
  ui,
} from '../../../src/domain/constants.ts';

describe('business constants of spec section 9', () => {
  it('holds the spec values', () => {
    expect(api).toEqual({ timeoutMs: 30000, tokenExpiringMarginMs: 30000 });
    expect(authFlow).toEqual({
      otpLength: 6,
      otpResendCooldownMs: 30000,
      redirectCountdownMs: 3000,
      passwordMinLength: 8,
    });
    expect(SIGNUP_STEPS).toEqual([1, 2, 3, 4]);
    expect(persistence).toEqual({ key: 'root', keyPrefix: 'persist:', timeoutMs: 5000 });
    expect(ui).toEqual({
      scrollThresholdPx: 10,
      chatbotCategoryDelayMs: 500,
      chatbotAnswerDelayMs: 1000,
      toastDurationMs: 4000,
    });
    expect(marketStream).toEqual({
      pingIntervalMs: 10000,
      pongTimeoutMs: 5000,
      maxReconnects: 5,
      backoffBaseMs: 1000,
      backoffCapMs: 30000,
    });
    expect(fundSocket).toEqual({ reconnectDelayMs: 5000 });
    expect(orderStream).toEqual({
      pingIntervalMs: 10000,
      pingTimeoutMs: 20000,
      reconnectDelayMs: 5000,
      dedupeCap: 1000,
    });
    expect(positionStream).toEqual({ pongTimeoutMs: 5000, reconnectDelayMs: 3000 });
    expect(brokerage).toEqual({ flatInrPerTrade: 20 });
  });
});
