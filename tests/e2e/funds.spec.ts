import { expect, type Page, test } from '@playwright/test';
import { signedInTrader } from './support/accounts.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** A deposit through the API, outside the page: only the fund stream can tell the page about it. */
async function depositBehindThePage(page: Page, amount: number) {
  const { token, userId } = await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    userId: (
      JSON.parse(localStorage.getItem('persist:root') ?? '{}') as {
        auth?: { user?: { id?: string } };
      }
    ).auth?.user?.id,
  }));
  const response = await page.request.post('/funds/addFunds', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId, amount },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const badge = (page: Page) => page.getByTestId('funds-badge-desktop');

test('a new trader deposits ₹5,000: the badge and the wallet follow the stream, and the transaction appears', async ({
  page,
  request,
}) => {
  await signedInTrader(page, request, 'funds');
  await page.getByRole('navigation', { name: 'Trading' }).waitFor();
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();
  await expect(page.getByText('No transactions yet.')).toBeVisible();

  await page.getByRole('button', { name: '₹5,000' }).click();
  await expect(page.getByLabel('Deposit amount (₹)')).toHaveValue('5000');
  const submit = page.getByRole('button', { name: 'Add funds' });
  await submit.click();
  await expect(page.getByRole('status')).toHaveText('Funds added');
  // The field empties, so a second click cannot send the same deposit again.
  await expect(page.getByLabel('Deposit amount (₹)')).toHaveValue('');
  // USD is the default display currency: ₹5,000 at 85 is $58.82.
  await expect(badge(page)).toHaveAttribute('aria-label', 'Funds: USD 58.8');
  await expect(page.getByTestId('wallet-total')).toContainText('$58.82');
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-type', 'deposit');
  await expect(rows.first()).toContainText('Completed');

  // Money that arrives another way reaches the open page through the stream alone.
  await depositBehindThePage(page, 12_000);
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Funds: INR 17,000');
  await expect(page.getByTestId('wallet-available')).toContainText('₹17,000.00');
  await expect(rows).toHaveCount(2);

  // Bad input never leaves the page.
  await page.getByLabel('Deposit amount (₹)').fill('0.001');
  await submit.click();
  await expect(page.getByText('The amount can have at most two decimals (paise)')).toBeVisible();
  await expect(rows).toHaveCount(2);
});

test('a withdrawal without KYC leads to the KYC screen', async ({ page, request }) => {
  await signedInTrader(page, request, 'nokyc');
  await page.goto('/wallet');
  await page.getByLabel('Withdrawal amount (₹)').fill('100');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Complete KYC to withdraw')).toBeVisible();
  await page.getByRole('link', { name: 'Complete KYC' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
});

test('when the server drops the fund socket, the badge shows it is reconnecting and catches up by itself', async ({
  page,
  request,
}) => {
  const drops: (() => void)[] = [];
  await page.routeWebSocket(/\/stream\/user/, (ws) => {
    ws.connectToServer();
    drops.push(() => ws.close({ code: 1011, reason: 'server going away' }));
  });
  await signedInTrader(page, request, 'drop');
  await page.goto('/wallet');
  await expect(badge(page)).toHaveAttribute('data-stream', 'open');
  await expect.poll(() => drops.length).toBeGreaterThan(0);

  // The order and position streams share the path and may open after the fund stream: a server
  // going away drops them all.
  for (const drop of drops) drop();
  await expect(badge(page)).toHaveAttribute('data-stream', 'reconnecting');
  await expect(badge(page)).toContainText('Reconnecting');
  await depositBehindThePage(page, 850);
  // The spec's 5 s wait, then a new socket whose first message is the current snapshot.
  await expect(badge(page)).toHaveAttribute('data-stream', 'open', { timeout: 15_000 });
  await expect(badge(page)).toHaveAttribute('aria-label', 'Funds: USD 10.0');
  await expect(badge(page)).not.toContainText('Reconnecting');
});

test.describe('small phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the transactions table, wider than the phone, scrolls sideways from the keyboard', async ({
    page,
    request,
  }) => {
    await signedInTrader(page, request, 'scroll');
    await page.goto('/wallet');
    await page.getByRole('button', { name: '₹5,000' }).click();
    await page.getByRole('button', { name: 'Add funds' }).click();
    const table = page.getByRole('region', { name: 'Transactions table' });
    await expect(table.getByTestId('transaction-row')).toHaveCount(1);
    const scroll = () => table.evaluate((element) => element.scrollLeft);
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scroll).toBeGreaterThan(0);
  });
});
