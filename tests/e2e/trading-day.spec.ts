import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { readBell } from './support/bell.ts';
import { BTC, btcPosition, buyBtc, moveBtc, traderWithBtcLong } from './support/btc.ts';
import {
  fundedTraderOnPositions,
  placeOrder,
  recordToasts,
  STREAMED,
  toastSides,
} from './support/trading.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** How many of the bell's lines contain `text`. */
const bellItems = (page: Page, text: string): Promise<number> =>
  readBell(page, (panel) => panel.getByText(text).count());

test('a full day: buy, toast once, live P&L, a stop-loss set on /positions fires on a market move, and the fees and realised P&L land in the records', async ({
  page,
  request,
}) => {
  const { toasts, card } = await traderWithBtcLong(page, request, 'day', 10);
  await expect.poll(() => toastSides(toasts, `Bought 0.01 ${BTC}`)).toEqual(['BUY']);

  const pnl = card.getByTestId('position-pnl');
  const first = await pnl.textContent();
  await expect.poll(() => pnl.textContent(), STREAMED).not.toBe(first);

  // A stop-loss 2% under the mark, typed into the row.
  const mark = (await btcPosition(page)).markPrice;
  const stopLoss = (Math.round(mark * 0.98 * 100) / 100).toFixed(2);
  await card.getByLabel('Stop-loss ($)').fill(stopLoss);
  await card.getByRole('button', { name: 'Save SL/TP' }).click();
  await expect(page.getByText('Stop-loss and take-profit saved.')).toBeVisible();
  // The row keeps the price it saved, whether it writes 88396.30 or 88396.3.
  await expect
    .poll(async () => Number(await card.getByLabel('Stop-loss ($)').inputValue()))
    .toBe(Number(stopLoss));

  // The market falls 5%: the stop-loss closes the position and says so.
  await moveBtc(page, -5);
  await expect.poll(() => toastSides(toasts, 'Stop-loss'), STREAMED).toEqual(['SELL']);
  await expect(card).toHaveCount(0);
  expect(await bellItems(page, `Bought 0.01 ${BTC}`)).toBe(1);

  // The wallet lists both orders' fees; the statement has the realised loss and the fees.
  await page.goto('/wallet');
  await expect(
    page.getByTestId('transaction-row').and(page.locator('[data-type="fee"]')),
  ).toHaveCount(2);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Show statement' }).click();
  const statement = page.getByRole('region', { name: /^Statement for April/ });
  await expect(statement.getByRole('row').filter({ hasText: BTC })).toContainText('-₹');
  await expect(statement).toContainText('₹40.00');
  await expect(statement).toContainText('₹50,000.00');
});

test('when the server drops the order and position sockets, the screens say so, catch up by themselves, and a fill made in the gap toasts once', async ({
  page,
  request,
}) => {
  const orderSockets: WebSocketRoute[] = [];
  const positionSockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/stream\/user\?.*category=order/, (ws) => {
    ws.connectToServer();
    orderSockets.push(ws);
  });
  await page.routeWebSocket(/\/stream\/user\?.*category=position/, (ws) => {
    ws.connectToServer();
    positionSockets.push(ws);
  });
  await fundedTraderOnPositions(page, request, 'gap');
  const toasts = await recordToasts(page);
  await expect.poll(() => orderSockets.length * positionSockets.length).toBeGreaterThan(0);
  const card = await buyBtc(page, 10);
  await expect.poll(() => toastSides(toasts, `Bought 0.01 ${BTC}`)).toEqual(['BUY']);
  await expect(card).toBeVisible();
  const openedBefore = orderSockets.length;

  // The server goes away from both streams.
  for (const ws of [...orderSockets, ...positionSockets]) await ws.close({ code: 1001 });
  await expect(page.getByText('Reconnecting…')).toBeVisible();

  // A sell fills while the order stream is down: it arrives once the stream is back (since=).
  await placeOrder(page, { symbol: BTC, side: 'SELL', type: 'market', size: 0.005, leverage: 10 });
  await expect.poll(() => toastSides(toasts, `Sold 0.005 ${BTC}`), STREAMED).toEqual(['SELL']);
  expect(orderSockets.length).toBeGreaterThan(openedBefore);
  await expect(page.getByText('Reconnecting…')).toHaveCount(0);
  await expect(card).toContainText('0.005');
  expect(await bellItems(page, `Sold 0.005 ${BTC}`)).toBe(1);
  expect(await bellItems(page, `Bought 0.01 ${BTC}`)).toBe(1);
});
