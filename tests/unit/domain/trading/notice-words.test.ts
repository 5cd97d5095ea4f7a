import { describe, expect, it } from 'vitest';
import { noticeTone, noticeWords } from '../../../../src/domain/trading/notice-words.ts';
import type { OrderNotice } from '../../../../src/domain/trading/order-notice.ts';
import { orderNotice } from '../../support/order-notice.ts';

const base = orderNotice({
  messageId: '1000001',
  orderId: '311',
  side: 'SELL',
  price: 93_157.06,
  size: 0.001,
});

const stopLoss: OrderNotice = {
  ...base,
  kind: 'trigger',
  message:
    'Stop-loss triggered: sold 0.001 BTCUSDT-PERP at $93,157.06 (trigger $93,500.00), realised −₹1,260.00',
  triggerPrice: 93_500,
  realisedPnl: -1260,
};

describe('a notice in words, in the display currency', () => {
  it('gives a stop-loss as one message with the fill, the trigger and the realised P&L in ₹', () => {
    expect(noticeWords(stopLoss, 'INR')).toBe(
      'Stop-loss hit: sold 0.001 BTCUSDT-PERP at ₹79,18,350.10 (trigger ₹79,47,500.00), realised −₹1,260.00',
    );
  });

  it('gives the same message in $ with no ₹ in it', () => {
    const words = noticeWords(stopLoss, 'USD');
    expect(words).toBe(
      'Stop-loss hit: sold 0.001 BTCUSDT-PERP at $93,157.06 (trigger $93,500.00), realised −$14.82',
    );
    expect(words).not.toContain('₹');
  });

  it('gives a liquidation as the margin lost', () => {
    const liquidated: OrderNotice = {
      ...base,
      kind: 'liquidation',
      message: 'Position liquidated: sold 0.001 BTCUSDT-PERP at $93,157.06. You lost ₹395.81: …',
      realisedPnl: -395.81,
    };
    expect(noticeWords(liquidated, 'INR')).toMatch(
      /^Liquidated: ₹395\.81 margin lost \(sold 0\.001/,
    );
    expect(noticeTone(liquidated)).toBe('danger');
  });

  it('never shows the internal order id of a cancel, and a trader’s own cancel is not red', () => {
    const own: OrderNotice = {
      ...base,
      kind: 'cancel',
      side: 'BUY',
      message: 'Order 311 cancelled: Cancelled by the trader',
    };
    expect(noticeWords(own, 'INR')).toBe('Cancelled: your order to buy 0.001 BTCUSDT-PERP');
    expect(noticeTone(own)).toBe('neutral');
    const band = { ...own, message: 'Order 312 cancelled: Cancelled: the price left the band' };
    expect(noticeWords(band, 'USD')).not.toMatch(/312/);
  });

  it('shows the margin alert as a warning, its mark in the display currency', () => {
    const alert: OrderNotice = {
      ...base,
      kind: 'margin-alert',
      message:
        'Margin alert: your BTCUSDT-PERP long is at a margin ratio of 85% (mark $94,262.10); it is liquidated at 100%',
    };
    expect(noticeTone(alert)).toBe('warning');
    expect(noticeWords(alert, 'INR')).toContain('(mark ₹80,12,278.50)');
    expect(noticeWords(alert, 'INR')).not.toContain('$');
  });
});
