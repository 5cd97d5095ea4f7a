import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Account, signedInTrader } from './accounts.ts';

/** How long an update the server streams (an order, a position, a notice) may take to show. */
export const STREAMED = { timeout: 20_000 } as const;

/** The signed-in page's token and user id, as the app stored them. */
export async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    userId:
      (
        JSON.parse(localStorage.getItem('persist:root') ?? '{}') as {
          auth?: { user?: { id?: string } };
        }
      ).auth?.user?.id ?? '',
  }));
  expect(session.token, 'a stored token').not.toBe('');
  expect(session.userId, 'a stored user id').not.toBe('');
  return session;
}

/** A call to the API as the signed-in trader, outside the page (the page learns of it by streams). */
export async function callAsTrader(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: Record<string, unknown>,
): Promise<unknown> {
  const { token, userId } = await sessionOf(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data: { userId, ...data } }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

export const deposit = (page: Page, amount: number) =>
  callAsTrader(page, 'POST', '/funds/addFunds', { amount });

export const placeOrder = (page: Page, order: Record<string, unknown>) =>
  callAsTrader(page, 'POST', '/api/v1/orders', order);

/** A position's card on /positions. */
export const positionCard = (page: Page, symbol: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: symbol }) });

/** Follows a link of the signed-in navigation (in-app, so the sign-in's streams stay open). */
export const goTo = (page: Page, link: string) =>
  page.getByRole('navigation', { name: 'Trading' }).getByRole('link', { name: link }).click();

/** Adds `rupees` to the wallet through its deposit form, as the trader does. */
export async function depositInWallet(page: Page, rupees: number): Promise<void> {
  await page.goto('/wallet');
  await page.getByLabel('Deposit amount (₹)').fill(String(rupees));
  await page.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.getByRole('status')).toHaveText('Funds added');
}

/** A new trader, signed in (the trading navigation shown) and funded with `amount` rupees. */
export async function fundedTrader(
  page: Page,
  request: APIRequestContext,
  tag: string,
  amount = 50_000,
): Promise<Account> {
  const account = await signedInTrader(page, request, tag);
  await page.getByRole('navigation', { name: 'Trading' }).waitFor();
  await deposit(page, amount);
  return account;
}

/**
 * A new trader, signed in, funded with `amount` rupees and on /positions with none open, reached
 * in-app: the streams the sign-in opened are the ones the test then watches (a reload would open
 * new ones).
 */
export async function fundedTraderOnPositions(
  page: Page,
  request: APIRequestContext,
  tag: string,
  amount = 50_000,
): Promise<void> {
  await fundedTrader(page, request, tag, amount);
  await goTo(page, 'Positions');
  await expect(page.getByText('You have no open positions.')).toBeVisible();
}

/** As fundedTraderOnPositions, at 1440 px and with ₹1,00,000: room for options and futures both. */
export async function deskTraderOnPositions(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await fundedTraderOnPositions(page, request, tag, 100_000);
}

/** An order toast as it appeared: its whole text (title included) and its side (BUY or SELL). */
export interface ShownToast {
  readonly text: string;
  readonly side: string | null;
  /** warning (a margin alert), danger (a loss), neutral, or the fill's side. */
  readonly tone?: string | null;
}

/**
 * Every order toast the page shows from now on, in order, seen by an observer in the page (and in
 * every page it loads later). A toast lives 4 s, which a busy machine's round trips to the browser
 * can miss, and a toast queued behind another shows only once that one has gone. Once per page.
 */
export async function recordToasts(page: Page): Promise<ShownToast[]> {
  const shown: ShownToast[] = [];
  await page.exposeFunction('derivoToastShown', (toast: ShownToast) => shown.push(toast));
  const observe = () => {
    const report = (window as unknown as { derivoToastShown: (toast: ShownToast) => void })
      .derivoToastShown;
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const toast of document.querySelectorAll('[data-testid="order-toast"]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        report({
          text: toast.textContent ?? '',
          side: toast.getAttribute('data-side'),
          tone: toast.getAttribute('data-tone'),
        });
      }
    };
    new MutationObserver(scan).observe(document, { subtree: true, childList: true });
    scan();
  };
  await page.addInitScript(observe);
  await page.evaluate(observe);
  return shown;
}

/** The sides of the toasts shown so far whose text contains `text`. */
export const toastSides = (shown: readonly ShownToast[], text: string): (string | null)[] =>
  shown.filter((toast) => toast.text.includes(text)).map((toast) => toast.side);

/** Moves a coin's market by `percent` through the dev market control (outside production). */
export async function moveMarket(page: Page, coin: string, percent: number): Promise<void> {
  const moved = await page.request.post('/api/v1/dev/market/move', {
    data: { symbol: coin, percent },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}
