import { expect, type Page, test } from '@playwright/test';
import { logIn, signedInTrader } from './support/accounts.ts';
import { bellButton, bellNotices } from './support/bell.ts';
import {
  BTC,
  btcPosition,
  buyBtc,
  moveBtc,
  restingBtcBuy,
  setBtcStops,
  traderWithBtcLong,
} from './support/btc.ts';
import { callAsTrader, fundedTrader, placeOrder, STREAMED, sessionOf } from './support/trading.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('a 100x long walked down: its margin bar turns amber at 80% with a warning toast (not a green one) before it is red at 90%, all before the liquidation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { toasts, card } = await traderWithBtcLong(page, request, 'risk-bar', 100);
  const bar = card.getByTestId('margin-bar');
  await expect(bar).toHaveAttribute('data-level', 'safe', STREAMED);

  // The marks where the ratio is 85% and then 94%: equity is linear in the mark and equals the
  // maintenance margin at the liquidation price, so each follows from the ratio now.
  const now = await btcPosition(page);
  const markAt = (ratio: number) =>
    now.liquidationPrice +
    ((now.markPrice - now.liquidationPrice) * (1 / ratio - 1)) / (1 / now.marginRatio - 1);
  const moveTo = async (mark: number) => {
    const current = (await btcPosition(page)).markPrice;
    await moveBtc(page, (mark / current - 1) * 100);
  };
  await moveTo(markAt(0.85));
  await expect(bar).toHaveAttribute('data-level', 'warning', STREAMED);
  await expect(card).toHaveCount(1);
  await expect
    .poll(() => toasts.filter((t) => t.text.includes('Margin alert')).map((t) => t.tone), STREAMED)
    .toEqual(['warning']);
  await moveTo(markAt(0.94));
  await expect(bar).toHaveAttribute('data-level', 'danger', STREAMED);
  await expect(bar).toContainText('Margin ratio');
  // Still open: the warning came before the liquidation.
  await expect(card).toHaveCount(1);
});

test('a stop-loss hit is ONE message, in the display currency, with the fill, the trigger and the realised P&L; a trader’s own cancel is plain and shows no order id', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { toasts, card } = await traderWithBtcLong(page, request, 'risk-stop', 10);
  await expect(card).toHaveCount(1, STREAMED);
  const entry = (await btcPosition(page)).entryPrice;
  const stopLoss = Math.round(entry * 0.995);
  await setBtcStops(page, { stopLoss, takeProfit: null });

  // A resting order far under the market, then the trader's own cancel.
  const orderId = await restingBtcBuy(page, Math.round(entry * 0.985), 10);
  const { userId } = await sessionOf(page);
  await callAsTrader(page, 'DELETE', `/api/v1/orders/${orderId}?userId=${userId}`);
  await expect
    .poll(() => toasts.filter((t) => t.text.includes('Cancelled')).map((t) => t.tone), STREAMED)
    .toEqual(['neutral']);
  const cancelled = toasts.find((t) => t.text.includes('Cancelled'))?.text ?? '';
  expect(cancelled).toContain('Cancelled: your order to buy 0.001 BTCUSDT-PERP');
  expect(cancelled).not.toContain(orderId);

  await moveBtc(page, -1);
  await expect(card).toHaveCount(0, STREAMED);
  await expect.poll(() => toasts.filter((t) => /Stop-loss/.test(t.text)).length, STREAMED).toBe(1);
  const hit = toasts.find((t) => /Stop-loss/.test(t.text))?.text ?? '';
  // In the trader's display currency, whichever it is, and only in it.
  const inr = hit.includes('₹');
  const symbol = inr ? '₹' : '\\$';
  const trigger = new Intl.NumberFormat(inr ? 'en-IN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(inr ? stopLoss * 85 : stopLoss);
  expect(hit).toMatch(
    new RegExp(
      `Stop-loss hit: sold 0\\.01 ${BTC} at ${symbol}[\\d,]+\\.\\d+ \\(trigger ${symbol}${trigger.replace('.', '\\.')}\\), realised [−+]${symbol}[\\d,]+\\.\\d{2}`,
    ),
  );
  expect(hit).not.toContain(inr ? '$' : '₹');
  // ONE message: no separate "Sold 0.01" toast for the close.
  await expect(page.getByTestId('order-toast')).toHaveCount(0, STREAMED);
  expect(toasts.filter((t) => t.text.includes('Sold 0.01'))).toEqual([]);
});

test('notifications belong to the account: a second tab lists the same ones with the same unread count, Mark all read in one tab reads them in the other, and they are still there, read, after a logout and a login', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await fundedTrader(page, request, 'risk-bell');
  await buyBtc(page, 10);
  await placeOrder(page, { symbol: BTC, side: 'SELL', type: 'market', size: 0.01, leverage: 10 });
  await expect(bellButton(page)).toHaveAccessibleName('Notifications, 2 unread', STREAMED);
  const listed = await bellNotices(page);
  expect(listed).toHaveLength(2);

  // A second tab of the same browser: the same account's notices, the same unread count.
  const second = await page.context().newPage();
  await second.goto('/positions');
  await expect(bellButton(second)).toHaveAccessibleName('Notifications, 2 unread', STREAMED);
  expect(await bellNotices(second)).toEqual(listed);

  // Read in the second tab: the first follows.
  await bellButton(second).click();
  await second.getByRole('button', { name: 'Mark all read' }).click();
  await second.keyboard.press('Escape');
  await expect(bellButton(second)).toHaveAccessibleName('Notifications');
  await expect(bellButton(page)).toHaveAccessibleName('Notifications', STREAMED);
  await second.close();

  // A new notice is unread in the first tab, then a logout and a login keep the list.
  await buyBtc(page, 10, 0.001);
  await expect(bellButton(page)).toHaveAccessibleName('Notifications, 1 unread', STREAMED);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account);
  await expect(bellButton(page)).toHaveAccessibleName('Notifications, 1 unread', STREAMED);
  const again = await bellNotices(page);
  expect(again).toHaveLength(3);
  expect(again.slice(1)).toEqual(listed);
});

test('the theme and the display currency chosen in one tab follow in the other', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInTrader(page, request, 'risk-tabs');
  await page.getByRole('navigation', { name: 'Trading' }).waitFor();
  const second = await page.context().newPage();
  await second.goto('/positions');
  await second.getByRole('navigation', { name: 'Trading' }).waitFor();

  const dark = async (tab: Page) =>
    /\bdark\b/.test((await tab.locator('html').getAttribute('class')) ?? '');
  const wasDark = await dark(page);
  await page
    .getByRole('button', { name: wasDark ? 'Switch to light theme' : 'Switch to dark theme' })
    .click();
  await expect.poll(() => dark(second), STREAMED).toBe(!wasDark);

  const toggle = (tab: Page) =>
    tab.getByRole('button', { name: /^Display currency (USD|INR)\. Switch to/ }).first();
  const before = (await toggle(page).getAttribute('aria-label')) ?? '';
  const next = before.includes('Display currency USD') ? 'INR' : 'USD';
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(new RegExp(`^Display currency ${next}\\.`));
  await expect(toggle(second)).toHaveAccessibleName(
    new RegExp(`^Display currency ${next}\\.`),
    STREAMED,
  );
  await second.close();
});
