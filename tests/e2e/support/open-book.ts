import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { BTC, btcBid, buyBtc, restingBtcBuy } from './btc.ts';
import { deskTraderOnPositions, placeOrder, positionCard } from './trading.ts';

export { BTC };

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
  await deskTraderOnPositions(page, request, tag);
  const long = await buyBtc(page, 20, 0.002);
  const option = await nearMoneyCall(request);
  const bought = (await placeOrder(page, {
    symbol: option,
    side: 'BUY',
    type: 'market',
    size: 0.01,
  })) as { status?: string; order?: { status?: string } };
  expect(bought.order?.status ?? bought.status).toBe('filled');
  // A limit buy 1% under the bid (inside the 2% price band) rests on the book.
  await restingBtcBuy(page, Math.round((await btcBid(request)) * 0.99), 20);
  await expect(long).toBeVisible(LOAD);
  await expect(positionCard(page, option)).toBeVisible(LOAD);
  return { option };
}
