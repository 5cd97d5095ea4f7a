import { expect, test } from '@playwright/test';
import { BTC, btcBid, buyBtc, restingBtcBuy } from './support/btc.ts';
import { fundedTraderOnPositions, recordToasts, STREAMED, toastSides } from './support/trading.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('a market buy toasts once, lives on /positions with moving P&L and closes; a limit order below the market rests on /orders until cancelled', async ({
  page,
  request,
}) => {
  await fundedTraderOnPositions(page, request, 'positions');
  await expect(page.getByRole('link', { name: 'Browse the markets' })).toBeVisible();
  // No P&L yet: the total is in the figures' own colour, neither green nor red.
  const neutral = await page
    .getByTestId('total-invested')
    .evaluate((element) => getComputedStyle(element).color);
  await expect(page.getByTestId('total-pnl')).toHaveCSS('color', neutral);
  const toasts = await recordToasts(page);

  const card = await buyBtc(page, 10);

  // The order stream's fill notice: one toast, green for BUY, and one line in the bell.
  await expect.poll(() => toastSides(toasts, `Bought 0.01 ${BTC}`)).toEqual(['BUY']);
  expect(toasts.find((toast) => toast.text.includes('Bought'))?.text).toMatch(/^Notification/);

  // The position stream's row, with its P&L moving as the mark moves.
  await expect(card).toBeVisible();
  await expect(card).toContainText('Long');
  await expect(card).toContainText('10x');
  const pnl = card.getByTestId('position-pnl');
  const first = await pnl.textContent();
  await expect.poll(() => pnl.textContent(), STREAMED).not.toBe(first);

  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(`Bought 0.01 ${BTC}`),
  ).toHaveCount(1);
  await expect(page.getByText('Welcome to Derivo!')).toBeVisible();
  await page.keyboard.press('Escape');

  // A partial close off the lot step is refused, and the page says so, not that it was sent.
  await card.getByLabel('Size to close').fill('0.0005');
  await card.getByRole('button', { name: 'Close part' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Close of ${BTC} rejected: Size 0.0005 is not a multiple of the step 0.001 BTC`,
  );
  await expect(page.getByText('Close order sent.')).toHaveCount(0);
  await expect(card).toContainText('0.01');

  await card.getByRole('button', { name: 'Market close' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('You have no open positions.')).toBeVisible();

  // A limit buy below the market (1% under the bid, inside the 2% price band) rests on /orders;
  // cancel removes it.
  const price = Math.round((await btcBid(request)) * 0.99);
  await restingBtcBuy(page, price, 10);
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: BTC });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: /^Cancel order/ }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No open orders.', { exact: false })).toBeVisible();

  // The history keeps all four orders (the refused close too), the executed ones with their
  // contract notes.
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByRole('row').filter({ hasText: BTC })).toHaveCount(4);
  await expect(page.getByRole('row').filter({ hasText: 'Rejected' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Contract note' })).toHaveCount(2);

  // Filters ask the server, so they reach past the page shown.
  const filtered = page.waitForRequest((request) => request.url().includes('side=SELL'));
  await page.getByLabel('Side').selectOption('SELL');
  await filtered;
  await expect(page.getByRole('row').filter({ hasText: BTC })).toHaveCount(2);
  await page.getByLabel('Side').selectOption('');
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByRole('row').filter({ hasText: BTC })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: BTC })).toContainText('Cancelled');
  // Its limit price reads as a price: grouped, to the tick.
  await expect(page.getByRole('row').filter({ hasText: BTC })).toContainText(
    price.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
});
