import { expect, type Page, test } from '@playwright/test';
import { readBell } from './support/bell.ts';
import { BTC, buyBtc, moveBtc } from './support/btc.ts';
import {
  fundedTrader,
  goTo,
  positionCard,
  recordToasts,
  STREAMED,
  toastSides,
} from './support/trading.ts';

const LOAD = { timeout: 15_000 };

test.use({ viewport: { width: 1440, height: 900 } });

/** The texts of the bell's lines, newest first (the welcome line last). */
const bellTexts = (page: Page): Promise<string[]> =>
  readBell(page, (panel) => panel.getByRole('listitem').allTextContents());

test('a 200x long bought from the futures list is liquidated by a −1% move: the margin alert toasts, then the liquidation, the position goes and the balance stays at zero or more; with the alerts turned off, the next liquidation is listed but not toasted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await fundedTrader(page, request, 'liquidation');

  // Through the ticket, from the futures list: 0.01 BTC at 200x.
  await goTo(page, 'Futures');
  await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill(BTC);
  await page.getByRole('button', { name: `Trade ${BTC}` }).click(LOAD);
  const ticket = page.getByRole('dialog', { name: BTC });
  await expect(ticket.getByTestId('ticket-mark')).toContainText('ask $', LOAD);
  await ticket.getByTestId('ticket-size').fill('0.01');
  await ticket.getByRole('button', { name: '200x' }).click();
  await expect(ticket.getByText('Leverage: 200x')).toBeVisible();
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await expect(ticket.getByTestId('ticket-summary')).toContainText(
    `Buy 0.01 ${BTC} at market, 200x`,
  );
  await ticket.getByRole('button', { name: 'Confirm buy' }).click();
  await expect(ticket.getByTestId('ticket-accepted')).toContainText(`filled 0.01 ${BTC}`, LOAD);
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();

  // In-app navigation keeps the streams the sign-in opened.
  await goTo(page, 'Positions');
  const card = positionCard(page, BTC);
  await expect(card).toContainText('200x', STREAMED);

  const toasts = await recordToasts(page);
  await moveBtc(page, -1);
  // The alert toasts first (4 s), then the liquidation.
  const liquidated = `margin lost (sold 0.01 ${BTC}`;
  await expect.poll(() => toastSides(toasts, liquidated), STREAMED).toEqual(['SELL']);
  const order = toasts.map((toast) => toast.text);
  const alerted = order.findIndex((text) => text.includes(`Margin alert: your ${BTC} long`));
  expect(alerted).toBeGreaterThanOrEqual(0);
  // The alert is a warning (amber), not a green success; the liquidation a loss (red).
  expect(toasts[alerted]?.tone).toBe('warning');
  expect(toasts.find((toast) => toast.text.includes(liquidated))?.tone).toBe('danger');
  expect(alerted).toBeLessThan(order.findIndex((text) => text.includes(liquidated)));
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have no open positions.')).toBeVisible();
  // The bell lists both, the liquidation newest.
  const listed = await bellTexts(page);
  const alertAt = listed.findIndex((text) => text.includes('Margin alert'));
  const liquidatedAt = listed.findIndex((text) => text.startsWith('Liquidated: '));
  expect(alertAt).toBeGreaterThan(liquidatedAt);
  expect(liquidatedAt).toBeGreaterThanOrEqual(0);

  // The wallet (in the display currency): the balance stayed at zero or more, no margin is held.
  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
  await page.getByRole('link', { name: /^Funds:/ }).click();
  await expect(page).toHaveURL(/\/wallet$/i);
  const available = page.getByTestId('wallet-available');
  await expect(available).toContainText(/[₹$][\d,]+\.\d\d/, LOAD);
  expect(amount(await available.textContent())).toBeGreaterThan(0);
  expect(amount(await page.getByTestId('wallet-total').textContent())).toBeGreaterThanOrEqual(0);
  expect(amount(await page.getByTestId('wallet-margin').textContent())).toBe(0);

  // The trader turns the liquidation alerts off: the next liquidation is in the bell, not a toast.
  await page.goto('/settings');
  const alerts = page.getByRole('switch', { name: 'Liquidation and margin alerts' });
  await expect(alerts).toBeChecked(LOAD);
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await expect(alerts).toBeEnabled(LOAD);
  await goTo(page, 'Positions');
  await expect(page.getByText('You have no open positions.')).toBeVisible(LOAD);
  const liquidatedCount = async () =>
    (await bellTexts(page)).filter((text) => text.startsWith('Liquidated: ')).length;
  const listedBefore = await liquidatedCount();
  const toastsBefore = toasts.length;
  await buyBtc(page, 200);
  await expect(card).toContainText('200x', STREAMED);
  await moveBtc(page, -1);
  await expect(card).toHaveCount(0, STREAMED);
  await expect.poll(liquidatedCount, STREAMED).toBe(listedBefore + 1);
  // Toasts show one after another: once none is left, any queued alert would have shown.
  await expect(page.getByTestId('order-toast')).toHaveCount(0, STREAMED);
  const later = toasts.slice(toastsBefore).map((toast) => toast.text);
  expect(later.some((text) => text.includes('Bought 0.01'))).toBe(true);
  expect(later.filter((text) => /Margin alert|Liquidated/.test(text))).toEqual([]);
});
