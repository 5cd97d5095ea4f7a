import { expect, type Page, test } from '@playwright/test';
import { BTC, btcBid, buyBtc, restingBtcBuy } from './support/btc.ts';
import { fundedTraderOnPositions, positionCard } from './support/trading.ts';

const SHOTS = 'docs/screenshots';
const LOAD = { timeout: 15_000 };

/** The page is no wider than the phone: nothing pushes the header or the tabs off screen. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a 390 px phone, /orders with an open order fits, Cancel is in view, and the header has the bell', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedTraderOnPositions(page, request, 'orders-phone');
  await expect(await buyBtc(page, 20, 0.002)).toBeVisible(LOAD);
  // A limit buy 1% under the bid (inside the 2% price band) rests on the book.
  await restingBtcBuy(page, Math.round((await btcBid(request)) * 0.99), 20);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/orders');
  const order = page.getByRole('row').filter({ hasText: BTC });
  await expect(order).toHaveCount(1, LOAD);
  const cancel = order.getByRole('button', { name: /^Cancel order/ });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  expect(await pageWidth(page), '/orders on a 390 px phone').toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('navigation').last()).toBeInViewport();

  // The bell on the phone header, with the order's notices.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeInViewport({ ratio: 1 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText(`Bought 0.002 ${BTC}`)).toHaveCount(1);
  await expect(panel).toBeInViewport();
  expect(await pageWidth(page), 'the open bell on a 390 px phone').toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');

  // The screenshots in rupees, the trader's money, once the fill's toast has gone.
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  await expect(page.getByTestId('order-toast')).toHaveCount(0, LOAD);
  expect(await page.getByRole('main').textContent()).not.toContain('$');
  await page.screenshot({ path: `${SHOTS}/orders-390-light.png` });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: `${SHOTS}/orders-390-dark.png` });
  await page.getByRole('link', { name: 'Positions' }).last().click();
  const card = positionCard(page, BTC);
  await expect(card).toBeVisible(LOAD);
  expect(await pageWidth(page), '/positions on a 390 px phone').toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/positions-390-dark.png` });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.screenshot({ path: `${SHOTS}/positions-390-light.png` });

  // The phone sheet: Review, then Confirm wholly in view, whatever the sheet's length.
  await card.getByRole('button', { name: 'Add' }).click();
  const sheet = page.getByRole('dialog', { name: BTC });
  await expect(sheet.getByTestId('ticket-mark')).toContainText('ask ₹', LOAD);
  await expect(sheet.getByRole('button', { name: 'Review buy order' })).toBeInViewport({
    ratio: 1,
  });
  await sheet.getByRole('button', { name: 'Review buy order' }).click();
  const confirm = sheet.getByRole('button', { name: 'Confirm buy' });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/ticket-390-light.png` });
  await sheet.getByRole('button', { name: `Close ${BTC}` }).click();

  // Cancel works from the card.
  await page.goto('/orders');
  await order.getByRole('button', { name: /^Cancel order/ }).click();
  await expect(order).toHaveCount(0);
});
