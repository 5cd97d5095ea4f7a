import { expect, test } from '@playwright/test';
import { BTC, btcPosition, buyBtc, moveBtc, setBtcStops } from './support/btc.ts';
import { fundedTraderOnPositions, STREAMED, sessionOf } from './support/trading.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('a stop-loss close is marked in the order history, its contract note (realised P&L and charges, not the notional) and the CSV, and the closed-positions tab lists it with its realised P&L, fees and funding', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fundedTraderOnPositions(page, request, 'risk-records');
  const card = await buyBtc(page, 10);
  await expect(card).toHaveCount(1, STREAMED);
  const entry = (await btcPosition(page)).entryPrice;
  await setBtcStops(page, { stopLoss: Math.round(entry * 0.995), takeProfit: null });
  await expect(card.getByTestId('margin-bar')).toHaveAttribute('data-level', 'safe', STREAMED);
  await moveBtc(page, -1);
  await expect(card).toHaveCount(0, STREAMED);

  // The closed-positions tab.
  await page.getByRole('tab', { name: 'Closed positions' }).click();
  const closed = page.getByTestId('closed-positions');
  await expect(closed).toBeVisible(STREAMED);
  const row = closed.getByRole('row').filter({ hasText: BTC });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Long · Stop-loss');
  await expect(closed.getByRole('columnheader')).toContainText([
    'Realised P&L',
    'Fees',
    'Funding',
    'Net',
  ]);
  await page.getByRole('tab', { name: 'Open positions' }).click();
  await expect(page.getByText('You have no open positions.')).toBeVisible();

  // The order history marks the close, and its note says who closed it and what it realised.
  await page.goto('/orders');
  await page.getByRole('tab', { name: 'Order history' }).click();
  const sell = page.getByRole('row').filter({ hasText: 'Stop-loss' });
  await expect(sell).toHaveCount(1, STREAMED);
  await sell.getByRole('button', { name: /^Contract note: sell/ }).click();
  const note = page.getByRole('dialog', { name: 'Contract note' });
  await expect(note.getByTestId('note-origin')).toContainText('Stop-loss', STREAMED);
  await expect(note.getByTestId('note-realised')).toHaveText(/[−-]?[₹$][\d,]+\.\d\d/);
  await expect(note.getByText('Charges')).toBeVisible();
  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const notional = amount(await note.locator('dt:text-is("Notional") + dd').textContent());
  const net = amount(await note.getByTestId('note-net').textContent());
  expect(net).toBeLessThan(notional / 10);
  await page.keyboard.press('Escape');

  // The CSV: the close's order and fills marked, one fee per executed order.
  const { token, userId } = await sessionOf(page);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const csv = await page.request.get(
    `/api/v1/records/export.csv?userId=${userId}&from=${day}&to=${day}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(csv.ok()).toBe(true);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines.filter((l) => l.startsWith('order,') && l.endsWith(',stop-loss'))).toHaveLength(1);
  expect(
    lines.filter((l) => l.startsWith('fill,') && l.endsWith(',stop-loss')).length,
  ).toBeGreaterThan(0);
  expect(lines.filter((l) => l.includes(',fee,'))).toHaveLength(2);
});
