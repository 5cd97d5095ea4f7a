import { expect, type Locator, type Page, test } from '@playwright/test';
import { fundedTraderOnPositions, goTo, positionCard } from './support/trading.ts';

const BTC = 'BTCUSDT-PERP';
const LOAD = { timeout: 15_000 };

test.use({ viewport: { width: 1440, height: 900 } });

/** A figure as shown ('₹78,82,657.0', '$92,737.14') as a number. */
const figure = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** The ticket's live mark, in the display currency it shows. */
async function markShown(ticket: Locator): Promise<number> {
  const text = (await ticket.getByTestId('ticket-mark').textContent()) ?? '';
  return figure(text.split('mark ')[1]?.split(' ·')[0] ?? '');
}

async function openTicket(page: Page, sign: '₹' | '$') {
  await page.goto('/futures');
  await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill(BTC);
  await page.getByRole('button', { name: `Trade ${BTC}` }).click(LOAD);
  const ticket = page.getByRole('dialog', { name: BTC });
  await expect(ticket.getByTestId('ticket-mark')).toContainText(`ask ${sign}`, LOAD);
  return ticket;
}

/** Reviews with the button and expects the refusal's words (nothing goes to the summary). */
async function refused(ticket: Locator, words: string | RegExp) {
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await expect(ticket.getByTestId('ticket-refusal')).toContainText(words);
  await expect(ticket.getByTestId('ticket-summary')).toHaveCount(0);
}

/** Every request that would change something (anything but GET) while `act` runs. */
async function writesDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const listen = (request: { method: () => string; url: () => string }) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', listen);
  await act();
  page.off('request', listen);
  return writes;
}

test('in rupees the ticket takes ₹ prices, refuses bad stop-losses in words, names SL and TP, and /positions shows and checks ₹; in dollars no ₹ price shows', async ({
  page,
  request,
}) => {
  await fundedTraderOnPositions(page, request, 'ticket-inr');
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  await expect(page.getByRole('button', { name: /^Display currency INR/ })).toBeVisible();

  const ticket = await openTicket(page, '₹');
  await expect(ticket.getByText('Stop-loss (₹)')).toBeVisible();
  await ticket.getByTestId('ticket-leverage').fill('20');
  await expect(ticket.getByText('Leverage: 20x')).toBeVisible();
  await expect(ticket.getByRole('button', { name: '20x' })).toHaveAttribute('aria-pressed', 'true');

  // The walk's M4: "−5000" and "0" passed review and the order went out unprotected.
  const stopLoss = ticket.getByTestId('ticket-stop-loss');
  await stopLoss.fill('-5000');
  await refused(ticket, 'Stop-loss must be a price above zero');
  await stopLoss.fill('0');
  await stopLoss.press('Enter'); // Enter in a field reviews
  await expect(ticket.getByTestId('ticket-refusal')).toContainText(
    'Stop-loss must be a price above zero',
  );

  const mark = await markShown(ticket);
  expect(mark, 'the BTC mark in rupees').toBeGreaterThan(1_000_000);
  await stopLoss.fill(String(Math.round(mark * 1.05)));
  await refused(ticket, /^Stop-loss must be below the entry price \(₹[\d,]+\.\d+\) for a buy$/);
  await stopLoss.fill(String(Math.round(mark * 0.8)));
  await refused(ticket, /^Stop-loss ₹[\d,.]+ is beyond the estimated liquidation price ₹[\d,.]+/);

  // A size off the step is refused, not cut; "−" stops at one step.
  const size = ticket.getByTestId('ticket-size');
  await size.fill('0.0015');
  await stopLoss.fill('');
  await refused(ticket, '0.0015 is between 0.001 and 0.002');
  await size.fill('0.001');
  await ticket.getByRole('button', { name: 'One step less (0.001)' }).click();
  await expect(size).toHaveValue('0.001');

  // A sound order: the confirm line names both triggers in rupees; Confirm takes the focus.
  const sl = Math.round(mark * 0.97);
  const tp = Math.round(mark * 1.05);
  await stopLoss.fill(String(sl));
  const takeProfit = ticket.getByTestId('ticket-take-profit');
  await takeProfit.fill(String(tp));
  await takeProfit.press('Enter');
  const summary = ticket.getByTestId('ticket-summary');
  await expect(summary).toContainText(`Buy 0.001 ${BTC} at market, 20x, stop-loss ₹`);
  await expect(summary).toContainText(', take-profit ₹');
  const confirm = ticket.getByRole('button', { name: 'Confirm buy' });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  expect(await ticket.textContent()).not.toContain('$');
  await page.keyboard.press('Enter');
  await expect(ticket.getByTestId('ticket-accepted')).toContainText(
    `filled 0.001 ${BTC} at ₹`,
    LOAD,
  );
  await ticket.getByRole('button', { name: 'Done' }).click();

  // /positions: entry, mark and liquidation in ₹ beside ₹ P&L; the stop-loss kept, in ₹.
  await goTo(page, 'Positions');
  const card = positionCard(page, BTC);
  await expect(card).toContainText('20x', LOAD);
  await expect(card.getByLabel('Stop-loss (₹)')).toHaveValue(/^\d+\.\d+$/);
  const slShown = figure(await card.getByLabel('Stop-loss (₹)').inputValue());
  expect(Math.abs(slShown - sl), 'the stop-loss as typed, to a tick').toBeLessThan(1);
  expect(await page.getByRole('main').textContent()).not.toContain('$');

  // The walk's M4 on /positions: Save with −100 sent nothing and said nothing.
  const slField = card.getByLabel('Stop-loss (₹)');
  const save = card.getByRole('button', { name: 'Save SL/TP' });
  for (const [typed, words] of [
    ['-100', 'Stop-loss must be a price above zero'],
    ['0', 'Stop-loss must be a price above zero'],
    [
      String(Math.round(mark * 1.1)),
      /^Stop-loss must be below the mark price \(₹[\d,.]+\) for a long$/,
    ],
    [String(Math.round(mark * 0.5)), /^Stop-loss must be above the liquidation price \(₹[\d,.]+\)/],
  ] as const) {
    await slField.fill(typed);
    const writes = await writesDuring(page, async () => {
      await save.click();
      await expect(card.getByTestId('stops-refusal')).toContainText(words);
    });
    expect(writes, `nothing is sent for a stop-loss of ${typed}`).toEqual([]);
  }
  await slField.fill(String(Math.round(mark * 0.965)));
  await save.click();
  await expect(card.getByTestId('stops-refusal')).toHaveCount(0);

  // An add opens at the position's leverage.
  await card.getByRole('button', { name: 'Add' }).click();
  const add = page.getByRole('dialog', { name: BTC });
  await expect(add.getByText('Leverage: 20x')).toBeVisible();
  await expect(add.getByTestId('ticket-position-leverage')).toHaveText(
    "Adds at the position's 20x.",
  );
  await add.getByRole('button', { name: `Close ${BTC}` }).click();

  await page.goto('/orders');
  // The position's brackets under the open orders, in rupees.
  await expect(page.getByTestId('bracket')).toContainText(`${BTC} long 0.001: stop-loss ₹`, LOAD);
  await expect(page.getByTestId('bracket')).toContainText('take-profit ₹');
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByRole('row').filter({ hasText: BTC })).toContainText('₹');
  expect(await page.getByRole('main').textContent()).not.toContain('$');

  // In dollars: the ticket, the card and the orders show no rupee price.
  await page.getByRole('button', { name: 'Display currency INR. Switch to USD' }).click();
  const usdTicket = await openTicket(page, '$');
  await usdTicket.getByTestId('ticket-stop-loss').fill('-1');
  await refused(usdTicket, 'Stop-loss must be a price above zero');
  expect(await usdTicket.textContent()).not.toContain('₹');
  await usdTicket.getByRole('button', { name: `Close ${BTC}` }).click();
  await goTo(page, 'Positions');
  await expect(positionCard(page, BTC).getByLabel('Stop-loss ($)')).toBeVisible(LOAD);
  expect(await positionCard(page, BTC).textContent()).not.toContain('₹');
  await page.goto('/orders');
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByRole('row').filter({ hasText: BTC })).toContainText('$');
  expect(await page.getByRole('table').first().textContent()).not.toContain('₹');
});
