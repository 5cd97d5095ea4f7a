import { expect, type Page, test } from '@playwright/test';
import { createTrader, logIn } from './support/accounts.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const LOAD = { timeout: 15_000 };

/** The signed-in page's bearer token and user id, as the app stored them. */
async function credentials(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    userId: (
      JSON.parse(localStorage.getItem('persist:root') ?? '{}') as {
        auth?: { user?: { id?: string } };
      }
    ).auth?.user?.id,
  }));
}

/** A demo deposit through the funds API (as tests/e2e/funds.spec.ts does). */
async function deposit(page: Page, amount: number) {
  const { token, userId } = await credentials(page);
  const response = await page.request.post('/funds/addFunds', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId, amount },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function signedInWithFunds(page: Page, tag: string) {
  await logIn(page, await createTrader(page.request, tag));
  await deposit(page, 50_000);
}

async function openFromFuturesList(page: Page, symbol: string) {
  await page.goto('/futures');
  await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill(symbol);
  await page.getByRole('button', { name: `Trade ${symbol}` }).click(LOAD);
  const ticket = page.getByRole('dialog', { name: symbol });
  await expect(ticket).toBeVisible();
  // The ticket's prices are live before anything is reviewed.
  await expect(ticket.getByTestId('ticket-mark')).toContainText('ask $', LOAD);
  return ticket;
}

const usd = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('from the futures list, a trader buys 0.01 BTCUSDT-PERP at 10x at market and it fills', async ({
  page,
}) => {
  await signedInWithFunds(page, 'ticket-buy');
  const ticket = await openFromFuturesList(page, 'BTCUSDT-PERP');
  await ticket.getByTestId('ticket-size').fill('0.01');
  await ticket.getByRole('button', { name: '10x' }).click();
  await expect(ticket.getByText('Leverage: 10x')).toBeVisible();
  // A stop-loss 5% under the mark: between the entry and the 10x liquidation price (~9.75% under).
  const markText = (await ticket.getByTestId('ticket-mark').textContent()) ?? '';
  const mark = usd(markText.split('mark ')[1]?.split(' ·')[0] ?? '');
  const stopLoss = Math.round(mark * 0.95);
  await ticket.getByTestId('ticket-stop-loss').fill(String(stopLoss));
  await expect(ticket.getByTestId('ticket-fee')).toHaveText('$0.28'); // ₹23.60 at 85
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await expect(ticket.getByTestId('ticket-summary')).toContainText(
    'Buy 0.01 BTCUSDT-PERP at market, 10x, stop-loss',
  );
  await ticket.getByRole('button', { name: 'Confirm buy' }).click();
  await expect(ticket.getByTestId('ticket-accepted')).toContainText(
    'filled 0.01 BTCUSDT-PERP',
    LOAD,
  );

  const { token } = await credentials(page);
  const history = await page.request.get('/api/v1/orders?status=history', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { orders } = (await history.json()) as {
    orders: {
      symbol: string;
      side: string;
      size: number;
      leverage: number;
      status: string;
      clientOrderId: string | null;
    }[];
  };
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    symbol: 'BTCUSDT-PERP',
    side: 'BUY',
    size: 0.01,
    leverage: 10,
    status: 'filled',
  });
  expect(orders[0]?.clientOrderId).toMatch(/^[0-9a-f-]{36}$/);
  const held = await page.request.get('/api/v1/positions', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { positions } = (await held.json()) as {
    positions: { symbol: string; side: string; stopLoss: number | null }[];
  };
  expect(positions).toEqual([
    expect.objectContaining({ symbol: 'BTCUSDT-PERP', side: 'long', stopLoss }),
  ]);

  // The fill reached the recent trades through the market socket; the ladder is there too.
  await ticket.getByText('Order book and recent trades').click();
  await expect(ticket.getByTestId('recent-trade').first()).toBeVisible(LOAD);
  await expect(ticket.getByTestId('depth-bid').first()).toBeVisible();
  // The socket's orderbook topic is live, so the ladder stops reading over REST.
  await expect(ticket.getByRole('table', { name: 'Order book of BTCUSDT-PERP' })).toHaveAttribute(
    'data-live',
    'true',
    LOAD,
  );

  // Esc closes the ticket and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();
  await expect(page.getByRole('button', { name: 'Trade BTCUSDT-PERP' })).toBeFocused();
  // Keyboard: S opens a sell ticket on the focused row's contract; ? lists the shortcuts.
  await page.keyboard.press('s');
  await expect(ticket.getByRole('button', { name: 'Sell', pressed: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search futures contracts' })).toBeFocused();
});

test('a stop-loss beyond the liquidation price is refused in the ticket, and nothing is sent', async ({
  page,
}) => {
  await signedInWithFunds(page, 'ticket-guard');
  const orderRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/orders'))
      orderRequests.push(request.url());
  });
  const ticket = await openFromFuturesList(page, 'BTCUSDT-PERP');
  await ticket.getByTestId('ticket-size').fill('0.01');
  await ticket.getByRole('button', { name: '10x' }).click();
  // Long 10x: entry × (1 − 1/10 + 0.25%) plus the closing fee per coin (docs/trading.md).
  const entry = usd(
    (await ticket.getByTestId('ticket-mark').textContent())?.split('ask ')[1] ?? '',
  );
  const withoutFees = entry * (1 - 1 / 10 + 0.0025);
  const shown = usd((await ticket.getByTestId('ticket-liquidation').textContent()) ?? '');
  expect(Math.abs(shown - withoutFees)).toBeLessThan(entry * 0.002); // the fee and the live tick
  const stop = Math.floor(shown - 500);
  await ticket.getByTestId('ticket-stop-loss').fill(String(stop));
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await expect(ticket.getByTestId('ticket-refusal')).toContainText(
    'is beyond the estimated liquidation price',
  );
  await expect(ticket.getByTestId('ticket-refusal')).toContainText(
    'the position would be liquidated first',
  );
  await expect(ticket.getByRole('button', { name: 'Review buy order' })).toBeVisible();
  expect(orderRequests).toEqual([]);
});

test('a limit order the balance cannot cover is refused in full view, with the way to the wallet', async ({
  page,
}) => {
  await signedInWithFunds(page, 'ticket-funds');
  const ticket = await openFromFuturesList(page, 'BTCUSDT-PERP');
  await ticket.getByRole('button', { name: 'Limit' }).click();
  await ticket.getByTestId('ticket-size').fill('50');
  await ticket.getByLabel(/^Limit price/).fill('90000');
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  const refusal = ticket.getByTestId('ticket-refusal');
  await expect(refusal).toContainText('Insufficient funds: this order needs');
  // It appears at the foot of the panel, where the trader clicked: the panel scrolls it into view.
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await expect(refusal.getByRole('link', { name: 'Add funds in the wallet' })).toBeVisible();
});

test('a call bought from the chain shows its payoff (breakeven is strike plus premium plus the fee a coin), fills, and its position shows the time to expiry', async ({
  page,
}) => {
  await signedInWithFunds(page, 'ticket-option');
  await page.goto('/options');
  const atm = page.locator('[data-testid="chain-row"][data-atm="true"]');
  await expect(atm).toHaveCount(1, LOAD);
  const ask = atm.getByTestId('call-ask');
  await expect(ask).toHaveText(/\$[\d,.]+/, LOAD);
  await ask.click();
  const ticket = page.getByRole('dialog', { name: /^BTC-\w+-\d+-C$/ });
  await expect(ticket).toBeVisible();
  const symbol = (await ticket.getByRole('heading').textContent()) ?? '';
  const strike = Number(symbol.split('-')[2]);
  await expect(ticket.getByTestId('payoff')).toBeVisible(LOAD);
  await ticket.getByTestId('ticket-size').fill('0.01');
  // One moment's entry (the ask) and breakeven, read together: the quotes move.
  const { entry, breakeven } = await ticket.evaluate((root) => {
    const figures = root.querySelector('[data-testid="ticket-figures"]');
    return {
      entry: figures?.querySelector('dd')?.textContent ?? '',
      breakeven: root.querySelector('[data-testid="payoff-breakeven"]')?.textContent ?? '',
    };
  });
  // The order's ₹23.60 fee over 0.01 coin is 27.76 USD a coin on top (option-payoff.spec.ts).
  expect(usd(breakeven)).toBeCloseTo(strike + usd(entry) + 23.6 / 85 / 0.01, 1);
  await expect(ticket.getByTestId('payoff-max-profit')).toHaveText('Unlimited');
  // A buyer can lose the premium paid, in money's 2 decimals (a price below 1 shows 4 digits).
  await expect(ticket.getByTestId('payoff-max-loss')).toHaveText(/^\$[\d,]+\.\d{2}$/);

  // The trader buys it: review, confirm, accepted; the position shows its time to expiry.
  await ticket.getByTestId('ticket-size').fill('0.01');
  await ticket.getByRole('button', { name: 'Review buy order' }).click();
  await expect(ticket.getByTestId('ticket-summary')).toContainText(`Buy 0.01 ${symbol}`);
  await ticket.getByRole('button', { name: 'Confirm buy' }).click();
  await expect(ticket.getByTestId('ticket-accepted')).toContainText(`filled 0.01 ${symbol}`, LOAD);
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Trading' })
    .getByRole('link', { name: 'Positions' })
    .click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: symbol }) });
  await expect(card).toContainText('Long', LOAD);
  await expect(card.getByText('Expires in')).toBeVisible();
  const [, day, month, year] = /^BTC-(\d+)([A-Z]{3})(\d{2})-/.exec(symbol) ?? [];
  const expiry = Date.parse(`${day} ${month} 20${year} 08:00:00 UTC`);
  const left = expiry - Date.now();
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  const shown =
    (await card.getByText('Expires in').locator('..').locator('dd').textContent()) ?? '';
  // The card's countdown (d h, h m or m) agrees with the symbol's expiry at 08:00 UTC.
  if (days > 0) expect(shown).toMatch(new RegExp(`^${days}d (${hours}|${(hours + 23) % 24})h$`));
  else expect(shown).toMatch(/^(\d+h )?\d+m$/);
});
