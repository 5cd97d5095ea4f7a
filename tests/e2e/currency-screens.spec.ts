import { expect, type Page, test } from '@playwright/test';
import { readBell } from './support/bell.ts';
import { switchCurrency } from './support/display-currency.ts';
import { BTC, traderWithOrderAndPositions } from './support/open-book.ts';
import { atmRow } from './support/option-chain.ts';
import { depositInWallet, placeOrder, recordToasts } from './support/trading.ts';

const LOAD = { timeout: 20_000 } as const;
const ETH = 'ETHUSDT-PERP';

/**
 * The trading screens of issue 25's currency rule, each with what shows once its data is in (the
 * page is judged then): `/positions` twice, its open and its closed tab.
 */
const SCREENS: readonly {
  readonly name: string;
  readonly path: string;
  readonly ready: (page: Page, option: string) => Promise<void>;
}[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ready: (page) => expect(page.getByTestId('funds-badge-desktop')).toHaveText(/\d/, LOAD),
  },
  {
    name: 'futures',
    path: '/futures',
    ready: (page) => expect(page.getByRole('button', { name: `Trade ${BTC}` })).toBeVisible(LOAD),
  },
  {
    name: 'order ticket',
    path: '/futures',
    ready: async (page) => {
      await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill(BTC);
      await page.getByRole('button', { name: `Trade ${BTC}` }).click(LOAD);
      const ticket = page.getByRole('dialog', { name: BTC });
      await expect(ticket.getByTestId('ticket-mark')).toContainText(/ask [₹$]\d/, LOAD);
    },
  },
  {
    name: 'trade screen',
    path: `/futureCharts?symbol=${BTC}`,
    ready: (page) => expect(page.getByTestId('ticker-last')).toHaveText(/\d/, LOAD),
  },
  {
    name: 'option chain',
    path: '/options',
    ready: (page) => expect(atmRow(page)).toHaveCount(1, LOAD),
  },
  {
    name: 'orders',
    path: '/orders',
    ready: (page) => expect(page.getByRole('row').filter({ hasText: BTC })).toHaveCount(1, LOAD),
  },
  {
    name: 'open positions',
    path: '/positions',
    ready: (page, option) =>
      expect(page.getByRole('heading', { name: option, exact: true })).toBeVisible(LOAD),
  },
  {
    name: 'closed positions',
    path: '/positions',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Closed positions' }).click();
      await expect(page.getByRole('row').filter({ hasText: ETH })).not.toHaveCount(0, LOAD);
    },
  },
  {
    name: 'wallet',
    path: '/wallet',
    ready: async (page) => {
      await expect(page.getByTestId('transaction-row').first()).toBeVisible(LOAD);
      // In dollars, the money forms (rupees, the account's currency) state the fixed rate.
      const dollars = await page.getByRole('button', { name: /^Display currency USD/ }).count();
      await expect(page.getByTestId('wallet-rate').first()).toHaveCount(dollars);
      if (dollars > 0) {
        await expect(page.getByTestId('wallet-rate').first()).toContainText(
          'at the fixed rate of ₹85 = $1',
        );
      }
    },
  },
];

/**
 * The visible text of the page's header and main content (the chat launcher is not a screen), but
 * a part that states the fixed rate (the wallet's money forms in dollars: money moves in rupees).
 */
const screenText = async (page: Page): Promise<string> => {
  const ratePart = page.locator('main form:has([data-testid="wallet-rate"])');
  const hidden = await ratePart.evaluateAll((forms) =>
    forms.map((form) => {
      (form as HTMLElement).style.display = 'none';
      return form;
    }),
  );
  const parts = await Promise.all([
    page.getByRole('banner').first().innerText(),
    page.getByRole('main').innerText(),
    // A dialog (the order ticket) may live outside main.
    page
      .getByRole('dialog')
      .allInnerTexts()
      .then((texts) => texts.join('\n')),
  ]);
  if (hidden.length > 0) {
    await ratePart.evaluateAll((forms) => {
      for (const form of forms) (form as HTMLElement).style.display = '';
    });
  }
  return parts.join('\n');
};

/** Each line of `text` with `sign` in it, but a line that states the fixed rate. */
const linesWith = (text: string, sign: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.includes(sign))
    .filter((line) => !/fixed rate|₹\s?85(\.00)? (per|=|to) \$\s?1\b|\$1 = ₹85/i.test(line));

/** Walks every trading screen and returns what shows `sign` where it must not. */
async function sweep(page: Page, option: string, sign: '$' | '₹'): Promise<string[]> {
  const found: string[] = [];
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);
    await screen.ready(page, option);
    for (const line of linesWith(await screenText(page), sign)) {
      found.push(`${screen.name}: ${line.trim().slice(0, 160)}`);
    }
  }
  return found;
}

/** The bell's panel text (opened and closed again). */
const bellText = (page: Page): Promise<string> => readBell(page, (panel) => panel.innerText());

test('in rupees no trading screen, toast or bell item shows a $; in dollars none shows a ₹ price', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { option } = await traderWithOrderAndPositions(page, request, 'currency-screens');
  // A closed position for the closed tab: an ETH long opened and closed.
  await placeOrder(page, { symbol: ETH, side: 'BUY', type: 'market', size: 0.01, leverage: 10 });
  await placeOrder(page, {
    symbol: ETH,
    side: 'SELL',
    type: 'market',
    size: 0.01,
    leverage: 10,
    reduceOnly: true,
  });

  const toasts = await recordToasts(page);
  await switchCurrency(page, 'INR');

  // A deposit through the wallet leaves its notice in the bell, in rupees.
  await depositInWallet(page, 5000);

  // A fill toasts in rupees.
  await placeOrder(page, { symbol: BTC, side: 'BUY', type: 'market', size: 0.001, leverage: 20 });
  await expect
    .poll(() => toasts.some((t) => /Bought 0\.001 BTCUSDT-PERP/.test(t.text)), LOAD)
    .toBe(true);
  const inrToast = toasts.find((t) => /Bought 0\.001 BTCUSDT-PERP/.test(t.text))?.text ?? '';
  expect(inrToast).toMatch(/at ₹[\d,]+/);
  expect(inrToast).not.toContain('$');

  const inrBell = await bellText(page);
  expect(inrBell).toContain('Deposit: ₹5,000.00 added to your wallet');
  expect(inrBell).toMatch(/Bought 0\.001 BTCUSDT-PERP at ₹/);
  expect(linesWith(inrBell, '$'), 'the bell in rupees').toEqual([]);

  expect(await sweep(page, option, '$'), 'a $ on a trading screen in rupees').toEqual([]);

  // In dollars: no ₹ price anywhere, the bell and a toast included.
  await page.goto('/dashboard');
  await switchCurrency(page, 'USD');
  await placeOrder(page, {
    symbol: BTC,
    side: 'SELL',
    type: 'market',
    size: 0.001,
    leverage: 20,
    reduceOnly: true,
  });
  await expect
    .poll(() => toasts.some((t) => /Sold 0\.001 BTCUSDT-PERP/.test(t.text)), LOAD)
    .toBe(true);
  const usdToast = toasts.find((t) => /Sold 0\.001 BTCUSDT-PERP/.test(t.text))?.text ?? '';
  expect(usdToast).toMatch(/at \$[\d,]+/);
  expect(usdToast).not.toContain('₹');
  const usdBell = await bellText(page);
  expect(usdBell).toContain('Deposit: $58.82 added to your wallet');
  expect(linesWith(usdBell, '₹'), 'the bell in dollars').toEqual([]);

  expect(await sweep(page, option, '₹'), 'a ₹ on a trading screen in dollars').toEqual([]);
});
