import { expect, type Locator, type Page, test } from '@playwright/test';
import { atmRow } from './support/option-chain.ts';
import { callAsTrader, deskTraderOnPositions, goTo, sessionOf } from './support/trading.ts';

const LOAD = { timeout: 20_000 } as const;
const SHOTS = 'docs/screenshots';
const SIZE = 0.01;
/** The fee the exchange charges an order: ₹20 brokerage + ₹3.60 GST, once, on its first fill. */
const FEE_RUPEES = 23.6;
const INR_PER_USD = 85;

/** A figure as shown ('$1,234.56', '₹1,04,932.50', '-₹23.60'), as a number. */
const figure = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/** The ATM call's ticket, opened from the chain's ask, with the size typed. */
async function openAtmCall(page: Page): Promise<{ ticket: Locator; symbol: string }> {
  await goTo(page, 'Options');
  const atm = atmRow(page);
  await expect(atm).toHaveCount(1, LOAD);
  const ask = atm.getByTestId('call-ask');
  await expect(ask).toHaveText(/[$₹][\d,.]+/, LOAD);
  await ask.click();
  const ticket = page.getByRole('dialog', { name: /^BTC-\w+-\d+-C$/ });
  await expect(ticket).toBeVisible();
  const symbol = (await ticket.getByRole('heading').textContent()) ?? '';
  await ticket.getByTestId('ticket-size').fill(String(SIZE));
  await expect(ticket.getByTestId('payoff')).toBeVisible(LOAD);
  await expect(ticket.getByTestId('payoff-spot-label')).toBeVisible(LOAD);
  return { ticket, symbol };
}

/** One moment's figures, read together: the quotes and the spot move about once a second. */
const readTicket = (ticket: Locator) =>
  ticket.evaluate((root) => {
    const text = (selector: string) => root.querySelector(selector)?.textContent ?? '';
    const all = (selector: string) =>
      [...root.querySelectorAll(selector)].map((node) => node.textContent ?? '');
    return {
      entry: root.querySelector('[data-testid="ticket-figures"] dd')?.textContent ?? '',
      orderFee: text('[data-testid="ticket-fee"]'),
      payoffFee: text('[data-testid="payoff-fee"]'),
      breakeven: text('[data-testid="payoff-breakeven"]'),
      maxLoss: text('[data-testid="payoff-max-loss"]'),
      maxProfit: text('[data-testid="payoff-max-profit"]'),
      xValues: all('[data-testid="payoff-x-value"]'),
      yValues: all('[data-testid="payoff-y-value"]'),
      spot: text('[data-testid="payoff-spot-label"]'),
      label: root.querySelector('[data-testid="payoff"] svg')?.getAttribute('aria-label') ?? '',
      payoffText: root.querySelector('[data-testid="payoff"]')?.textContent ?? '',
    };
  });

/** The underlying's index now, USD, as the exchange answers for the option (GET /instruments/:symbol). */
async function indexOf(page: Page, symbol: string): Promise<number> {
  const response = await page.request.get(`/api/v1/instruments/${encodeURIComponent(symbol)}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { indexPrice } = (await response.json()) as { indexPrice: number | null };
  expect(indexPrice, 'the option’s underlying has an index').not.toBeNull();
  return indexPrice as number;
}

test('a call bought from the chain: breakeven and maximum loss include the fee the fill charges, and the payoff chart has axes with values and a spot marker, in dollars and in rupees', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await deskTraderOnPositions(page, request, 'option-payoff');
  const currencyChip = page.getByRole('button', { name: /^Display currency (USD|INR)\./ });
  if ((await currencyChip.getAttribute('aria-label'))?.startsWith('Display currency INR')) {
    await page.getByRole('button', { name: 'Display currency INR. Switch to USD' }).click();
  }

  // In dollars.
  const { ticket, symbol } = await openAtmCall(page);
  const strike = Number(symbol.split('-')[2]);
  const usd = await readTicket(ticket);
  // The fee on the payoff is the order's fee the ticket states: ₹23.60 is $0.28 at 85.
  expect(usd.payoffFee).toBe('$0.28');
  expect(usd.orderFee).toBe('$0.28');
  // Breakeven = strike + the premium a coin + the fee a coin (₹23.60 over 0.01 coin: $27.76);
  // the shown fee is to the cent, so half a cent over 0.01 coin is the rounding allowed.
  const feePerCoinUsd = FEE_RUPEES / INR_PER_USD / SIZE;
  expect(
    Math.abs(figure(usd.breakeven) - (strike + figure(usd.entry) + feePerCoinUsd)),
  ).toBeLessThan(0.011);
  expect(
    Math.abs(figure(usd.breakeven) - (strike + figure(usd.entry) + figure(usd.payoffFee) / SIZE)),
  ).toBeLessThanOrEqual(0.005 / SIZE + 0.01);
  // Maximum loss = the premium + the fee, to the cent.
  expect(figure(usd.maxLoss)).toBeCloseTo(figure(usd.entry) * SIZE + FEE_RUPEES / INR_PER_USD, 2);
  expect(usd.maxProfit).toBe('Unlimited');
  expect(usd.payoffText).toContain('Maximum loss (incl. fee $0.28)');
  // The axes: 3 to 5 prices at expiry and 3 to 5 P&L values with 0 among them, in dollars.
  expect(usd.xValues.length).toBeGreaterThanOrEqual(3);
  expect(usd.xValues.length).toBeLessThanOrEqual(5);
  for (const value of usd.xValues) expect(value).toMatch(/^\$[\d,]+(\.\d+)?$/);
  const xs = usd.xValues.map(figure);
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
  expect(Math.min(...xs)).toBeLessThan(strike);
  expect(Math.max(...xs)).toBeGreaterThan(strike);
  expect(usd.yValues.length).toBeGreaterThanOrEqual(3);
  expect(usd.yValues.length).toBeLessThanOrEqual(5);
  expect(usd.yValues).toContain('$0');
  for (const value of usd.yValues) expect(value).toMatch(/^-?\$[\d,]+(\.\d+)?$/);
  // The spot marker: the underlying's price now, to the cent, within 1% of the exchange's index
  // (the chain's spot and the index are read a moment apart and move).
  expect(usd.spot).toMatch(/^Spot \$[\d,]+\.\d{2}$/);
  const index = await indexOf(page, symbol);
  expect(Math.abs(figure(usd.spot) - index) / index).toBeLessThan(0.01);
  expect(usd.label).toContain(`spot ${usd.spot.slice('Spot '.length)}`);
  expect(usd.label).toContain('the fee of $0.28 included');

  // The trader buys it: what leaves the balance is the premium at the fill + the same fee, which
  // is the ticket's maximum loss at that price.
  const before = await available(page);
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await ticket.getByRole('button', { name: 'Confirm buy' }).click();
  await expect(ticket.getByTestId('ticket-accepted')).toContainText(`filled 0.01 ${symbol}`, LOAD);
  const position = await optionPosition(page, symbol);
  const paid = Math.round(position.entryPrice * SIZE * INR_PER_USD * 100) / 100;
  await expect
    .poll(async () => round2(before - (await available(page))), LOAD)
    .toBe(round2(paid + FEE_RUPEES));
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();

  // In rupees: the same figures, and the fee exact to the paisa.
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  const inrTicket = (await openAtmCall(page)).ticket;
  const inr = await readTicket(inrTicket);
  expect(inr.payoffFee).toBe('₹23.60');
  expect(inr.orderFee).toBe('₹23.60');
  // ₹23.60 over 0.01 coin is ₹2,360 a coin; the ask in rupees is shown to the paisa.
  expect(figure(inr.breakeven)).toBeCloseTo(strike * INR_PER_USD + figure(inr.entry) + 2_360, 1);
  expect(figure(inr.maxLoss)).toBeCloseTo(figure(inr.entry) * SIZE + FEE_RUPEES, 1);
  expect(inr.payoffText).toContain('Breakeven at expiry (incl. fee ₹23.60)');
  expect(inr.xValues.length).toBeGreaterThanOrEqual(3);
  expect(inr.xValues.length).toBeLessThanOrEqual(5);
  for (const value of inr.xValues) expect(value).toMatch(/^₹[\d,]+(\.\d+)?$/);
  expect(inr.yValues).toContain('₹0');
  for (const value of inr.yValues) expect(value).toMatch(/^-?₹[\d,]+(\.\d+)?$/);
  expect(inr.spot).toMatch(/^Spot ₹[\d,]+\.\d{2}$/);
  const indexNow = await indexOf(page, symbol);
  expect(Math.abs(figure(inr.spot) / INR_PER_USD - indexNow) / indexNow).toBeLessThan(0.01);
  // One currency: no dollar sign in the payoff.
  expect(inr.payoffText).not.toContain('$');
  expect(inr.label).not.toContain('$');

  // The ticket with its payoff at 1440 px, light and dark.
  // The drawer scrolled to its foot: the chart and its figures above the pinned Review button.
  await inrTicket.getByTestId('payoff-max-loss').evaluate((node) => {
    for (let el = node.parentElement; el !== null; el = el.parentElement) {
      if (el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY)) {
        el.scrollTop = el.scrollHeight;
        return;
      }
    }
  });
  await expect(page.getByTestId('order-toast')).toHaveCount(0, LOAD);
  await page.screenshot({ path: `${SHOTS}/ticket-payoff-1440-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/ticket-payoff-1440-dark.png` });
});

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The trader's available funds now, rupees (GET /funds/getfunds). */
async function available(page: Page): Promise<number> {
  const { userId } = await sessionOf(page);
  const { data } = (await callAsTrader(page, 'GET', `/funds/getfunds?userId=${userId}`)) as {
    data: { availableFunds: number }[];
  };
  return data[0]?.availableFunds ?? Number.NaN;
}

/** The trader's position in `symbol` (GET /api/v1/positions), once it is open. */
async function optionPosition(page: Page, symbol: string): Promise<{ entryPrice: number }> {
  const { userId } = await sessionOf(page);
  let found: { entryPrice: number } | undefined;
  await expect
    .poll(async () => {
      const { positions } = (await callAsTrader(
        page,
        'GET',
        `/api/v1/positions?userId=${userId}`,
      )) as {
        positions: { symbol: string; entryPrice: number }[];
      };
      found = positions.find((p) => p.symbol === symbol);
      return found !== undefined;
    }, LOAD)
    .toBe(true);
  return found as { entryPrice: number };
}
