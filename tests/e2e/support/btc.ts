import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  callAsTrader,
  fundedTraderOnPositions,
  moveMarket,
  placeOrder,
  positionCard,
  recordToasts,
  type ShownToast,
  sessionOf,
} from './trading.ts';

/** The BTC perpetual most journeys trade. */
export const BTC = 'BTCUSDT-PERP';

/** A row of GET /api/v1/positions, the fields the journeys read. */
export interface BtcPosition {
  readonly symbol: string;
  readonly entryPrice: number;
  readonly markPrice: number;
  readonly liquidationPrice: number;
  readonly marginRatio: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
}

/** A market buy of `size` BTC at `leverage` (through the API); the position's card on /positions. */
export async function buyBtc(page: Page, leverage: number, size = 0.01): Promise<Locator> {
  await placeOrder(page, { symbol: BTC, side: 'BUY', type: 'market', size, leverage });
  return positionCard(page, BTC);
}

/** The trader's BTC position as the server has it now. */
export async function btcPosition(page: Page): Promise<BtcPosition> {
  const { positions } = (await callAsTrader(page, 'GET', '/api/v1/positions')) as {
    positions: BtcPosition[];
  };
  const position = positions.find((p) => p.symbol === BTC);
  expect(position, 'the BTC position').toBeDefined();
  return position as BtcPosition;
}

/** Sets the BTC position's stop-loss and take-profit through the API (PATCH /positions/:symbol). */
export async function setBtcStops(
  page: Page,
  stops: { stopLoss: number | null; takeProfit: number | null },
): Promise<void> {
  const { token, userId } = await sessionOf(page);
  const set = await page.request.patch(`/api/v1/positions/${BTC}?userId=${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: stops,
  });
  expect(set.ok(), await set.text()).toBe(true);
}

/** The best bid on the BTC book now. */
export async function btcBid(request: APIRequestContext): Promise<number> {
  const book = await (await request.get(`/api/v1/orderbook?symbol=${BTC}&depth=1`)).json();
  return (book as { bids: { price: number }[] }).bids[0]?.price as number;
}

/**
 * A limit buy of 0.001 BTC at `price` that rests on the book (under the market, inside the 2% price
 * band): the server answers that it is open. Returns its order id.
 */
export async function restingBtcBuy(page: Page, price: number, leverage: number): Promise<string> {
  const resting = (await placeOrder(page, {
    symbol: BTC,
    side: 'BUY',
    type: 'limit',
    size: 0.001,
    price,
    leverage,
  })) as { status?: string; orderId?: string; order?: { status?: string; orderId?: string } };
  expect(resting.order?.status ?? resting.status).toBe('open');
  return resting.order?.orderId ?? resting.orderId ?? '';
}

/** Moves the BTC market by `percent` through the dev market control. */
export const moveBtc = (page: Page, percent: number) => moveMarket(page, 'BTC', percent);

/**
 * A new funded trader on /positions whose order toasts are recorded from before the fill, holding
 * a 0.01 BTC long at `leverage`; the toasts and the long's card.
 */
export async function traderWithBtcLong(
  page: Page,
  request: APIRequestContext,
  tag: string,
  leverage: number,
): Promise<{ toasts: ShownToast[]; card: Locator }> {
  await fundedTraderOnPositions(page, request, tag);
  const toasts = await recordToasts(page);
  const card = await buyBtc(page, leverage);
  return { toasts, card };
}
