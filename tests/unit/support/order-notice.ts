import type { OrderNotice } from '../../../src/domain/trading/order-notice.ts';

/** An order stream notice: a fill of 0.01 BTCUSDT-PERP bought at 95,000 USD, any field replaced. */
export const orderNotice = (fields: Partial<OrderNotice> = {}): OrderNotice => ({
  messageId: '1',
  orderId: '7',
  symbol: 'BTCUSDT-PERP',
  side: 'BUY',
  price: 95_000,
  size: 0.01,
  message: '',
  timestamp: '2026-11-27T10:00:00.000Z',
  kind: 'fill',
  ...fields,
});
