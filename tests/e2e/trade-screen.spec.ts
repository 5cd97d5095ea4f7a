import { expect, type Page, test } from '@playwright/test';
import { BTC, btcPosition, buyBtc, restingBtcBuy, setBtcStops } from './support/btc.ts';
import { deskTraderOnPositions } from './support/trading.ts';

// A page error fails the screen's tests with its words, rather than a timeout later.
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
});
const SHOTS = 'docs/screenshots';
const LOAD = { timeout: 20_000 } as const;

/**
 * A funded trader at 1440 px with a 10x BTC long (stop-loss 5% under, take-profit 5% over) and a
 * resting buy.
 */
async function traderWithPositionAndOrder(
  page: Page,
  request: Parameters<typeof deskTraderOnPositions>[1],
) {
  await deskTraderOnPositions(page, request, 'trade-screen');
  await buyBtc(page, 10);
  const position = await btcPosition(page);
  const entry = position.entryPrice;
  const stopLoss = Math.round(entry * 0.95);
  const takeProfit = Math.round(entry * 1.05);
  await setBtcStops(page, { stopLoss, takeProfit });
  // 1% under the entry: inside the 2% price band, under the market, so it rests.
  await restingBtcBuy(page, Math.round(entry * 0.99), 10);
  return { entry, stopLoss, takeProfit, liquidation: position.liquidationPrice };
}

test('at 1440 px the trade screen puts the ticker with funding countdown, the chart with the position lines, the book and public trades, the docked ticket and the positions and orders tabs on one page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { stopLoss, takeProfit } = await traderWithPositionAndOrder(page, request);
  await page
    .getByRole('navigation', { name: 'Trading' })
    .getByRole('link', { name: 'Charts' })
    .click();
  await expect(page).toHaveURL(/\/futureCharts/);

  const ticker = page.getByTestId('trade-ticker');
  await expect(ticker.getByTestId('ticker-last')).toHaveText(/^\$[\d,]+\.\d+$/, LOAD);
  await expect(ticker.getByTestId('ticker-mark')).toHaveText(/^\$[\d,]+\.\d+$/, LOAD);
  await expect(ticker.getByTestId('ticker-index')).toHaveText(/^\$[\d,]+\.\d+$/, LOAD);
  await expect(ticker.getByTestId('ticker-change')).toHaveText(/%$/);
  await expect(ticker.getByTestId('ticker-open-interest')).toContainText('BTC', LOAD);
  // The countdown runs: two reads a second and more apart differ.
  const funding = ticker.getByTestId('ticker-funding');
  await expect(funding).toHaveText(/^[+-]?\d+\.\d{4}% · \d{2}:\d{2}:\d{2}$/, LOAD);
  const first = await funding.textContent();
  await expect.poll(() => funding.textContent(), { timeout: 5_000 }).not.toBe(first);

  // The chart carries the position's lines.
  const chart = page.getByTestId('candle-chart');
  await expect(chart).toHaveAttribute('data-status', 'ready', LOAD);
  await expect(chart).toHaveAttribute(
    'data-lines',
    new RegExp(`Long entry .*Stop-loss ${stopLoss}; Take-profit ${takeProfit}; Liquidation `),
    LOAD,
  );

  // The book, and the public trades: the trader's own buy is among them.
  await expect(page.getByRole('table', { name: `Order book of ${BTC}` })).toBeVisible(LOAD);
  await expect(page.getByTestId('recent-trade').first()).toBeVisible(LOAD);

  // The positions and open orders tabs.
  const tabs = page.getByTestId('trade-tabs');
  await expect(tabs.getByTestId('trade-position-row')).toHaveCount(1, LOAD);
  await expect(tabs.getByTestId('trade-position-row')).toContainText('Long 10x');
  await tabs.getByRole('tab', { name: 'Open orders' }).click();
  await expect(tabs.getByTestId('trade-order-row')).toHaveCount(1, LOAD);

  // Everything side by side: ticker above, the chart, the book and the ticket in one row.
  const box = async (testId: string) =>
    (await page.getByTestId(testId).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const chartBox = await box('candle-chart');
  const bookBox = await box('depth-and-trades');
  const ticketBox = await box('docked-ticket');
  const tickerBox = await box('trade-ticker');
  expect(tickerBox.y).toBeLessThan(chartBox.y);
  expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(bookBox.x);
  expect(bookBox.x + bookBox.width).toBeLessThanOrEqual(ticketBox.x);
  expect(ticketBox.x + ticketBox.width).toBeLessThanOrEqual(1440);

  // The ticket opens in its column, not as a drawer over the screen.
  const ticket = page.getByTestId('docked-ticket');
  await ticket.getByRole('button', { name: 'Buy / Long' }).click();
  await expect(ticket.getByTestId('ticket-size')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The chat launcher covers neither the price axis nor a table column.
  const launcher = page.getByRole('button', { name: /chat|help/i }).last();
  if (await launcher.isVisible()) {
    const l = (await launcher.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const overlaps = (b: { x: number; y: number; width: number; height: number }) =>
      l.x < b.x + b.width && b.x < l.x + l.width && l.y < b.y + b.height && b.y < l.y + l.height;
    expect(overlaps(chartBox), 'launcher over the chart').toBe(false);
    expect(overlaps(bookBox), 'launcher over the book').toBe(false);
  }

  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/trade-1440-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  await expect(ticker.getByTestId('ticker-last')).toHaveText(/^₹/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/trade-1440-dark.png` });
});

test('at 390 px the same screen stacks: ticker, chart, buy and sell, book and trades, tabs; the ticket opens as a sheet', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Set up at a desktop width (the helpers follow the desktop navigation), then the phone.
  await traderWithPositionAndOrder(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  // In-app, so the sign-in's streams stay open: the tab bar's Futures opens the trade screen.
  await page.getByRole('link', { name: 'Futures', exact: true }).last().click();
  await expect(page).toHaveURL(/\/futureCharts/i);
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-status', 'ready', LOAD);
  await expect(page.getByTestId('ticker-last')).toHaveText(/\d/, LOAD);

  const order = ['trade-ticker', 'candle-chart', 'depth-and-trades', 'trade-tabs'];
  const boxes = await Promise.all(order.map(async (id) => page.getByTestId(id).boundingBox()));
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]?.y ?? 0, `${order[i]} under ${order[i - 1]}`).toBeGreaterThan(
      boxes[i - 1]?.y ?? 0,
    );
  }
  for (const b of boxes) expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('docked-ticket')).toBeHidden();
  await expect(page.getByTestId('trade-position-row')).toHaveCount(1, LOAD);

  // The top of the stacked screen as the phone shows it: ticker, chart, Buy and Sell.
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    if (await close.isVisible()) await close.click();
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/trade-390-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/trade-390-dark.png` });

  await page.getByRole('button', { name: 'Sell / Short' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
