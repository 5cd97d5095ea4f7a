import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { fundedTraderOnPositions, placeOrder, positionCard } from './trading.ts';

export const BTC = 'BTCUSDT-PERP';
const LOAD = { timeout: 20_000 } as const;

interface ListedOption {
  symbol: string;
  underlying: string;
  markPrice: number | null;
  indexPrice: number | null;
  option: { strike: number; type: 'call' | 'put'; expiry: string } | null;
}

/** A quoted BTC call near the money that expires a day or more from now (it outlives the test). */
export async function nearMoneyCall(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/instruments?kind=option');
  expect(response.ok(), await response.text()).toBe(true);
  const { instruments } = (await response.json()) as { instruments: ListedOption[] };
  const soon = Date.now() + 24 * 3_600_000;
  const calls = instruments.filter(
    (i) =>
      i.underlying === 'BTC' &&
      i.option?.type === 'call' &&
      Date.parse(i.option.expiry) > soon &&
      i.markPrice !== null &&
      i.markPrice > 1 &&
      i.indexPrice !== null,
  );
  const index = calls[0]?.indexPrice ?? 0;
  const near = calls.sort(
    (a, b) => Math.abs((a.option?.strike ?? 0) - index) - Math.abs((b.option?.strike ?? 0) - index),
  )[0];
  expect(near, 'a quoted BTC call a day or more from expiry').toBeDefined();
  return (near as ListedOption).symbol;
}

/**
 * A new funded trader, signed in at 1440 px, holding a 20x BTC long, a long BTC call and a
 * resting limit buy: what issue 25's phone pages and launcher checks are judged with.
 */
export async function traderWithOrderAndPositions(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<{ option: string }> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedTraderOnPositions(page, request, tag, 100_000);
  await placeOrder(page, { symbol: BTC, side: 'BUY', type: 'market', size: 0.002, leverage: 20 });
  const option = await nearMoneyCall(request);
  const bought = (await placeOrder(page, {
    symbol: option,
    side: 'BUY',
    type: 'market',
    size: 0.01,
  })) as { status?: string; order?: { status?: string } };
  expect(bought.order?.status ?? bought.status).toBe('filled');
  // A limit buy 1% under the bid (inside the 2% price band) rests on the book.
  const book = await (await request.get(`/api/v1/orderbook?symbol=${BTC}&depth=1`)).json();
  const bid = (book as { bids: { price: number }[] }).bids[0]?.price as number;
  const resting = (await placeOrder(page, {
    symbol: BTC,
    side: 'BUY',
    type: 'limit',
    size: 0.001,
    price: Math.round(bid * 0.99),
    leverage: 20,
  })) as { status?: string; order?: { status?: string } };
  expect(resting.order?.status ?? resting.status).toBe('open');
  await expect(positionCard(page, BTC)).toBeVisible(LOAD);
  await expect(positionCard(page, option)).toBeVisible(LOAD);
  return { option };
}
