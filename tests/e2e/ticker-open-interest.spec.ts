import { expect, test } from '@playwright/test';
import { fundedTraderOnPositions, placeOrder } from './support/trading.ts';

const SOL = 'SOLUSDT-PERP';
const LOAD = { timeout: 20_000 } as const;
const coins = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("the trade screen's ticker follows open interest as trades change it, with no reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedTraderOnPositions(page, request, 'ticker-oi');
  const openInterest = async () =>
    ((await (await request.get(`/api/v1/instruments/${SOL}`)).json()) as { openInterest: number })
      .openInterest;
  await page.goto(`/futureCharts?symbol=${SOL}`);
  const oi = page.getByTestId('trade-ticker').getByTestId('ticker-open-interest');
  const before = await openInterest();
  await expect(oi).toHaveText(
    new RegExp(`^${literal(coins.format(before))} SOL · \\$[\\d,.]+$`),
    LOAD,
  );
  // The page stays as it is: the figure must come over the socket, not from a new page load.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // A buy of 3 SOL (outside the page) opens 3 more coins of interest.
  await placeOrder(page, { symbol: SOL, side: 'BUY', type: 'market', size: 3, leverage: 10 });
  const after = await openInterest();
  expect(after).toBeGreaterThanOrEqual(before + 3);
  await expect(oi).toHaveText(new RegExp(`^${literal(coins.format(after))} SOL · `), LOAD);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
