import { expect, type Page, type Request, test } from '@playwright/test';
import { latestOtp, logIn, uniqueEmail } from './support/accounts.ts';

const password = 'Monsoon@Kite26';

/** The sign-up's four steps through the form, as a newcomer does, ending on /login. */
async function signUp(page: Page, request: Parameters<typeof latestOtp>[0], email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page
    .getByRole('checkbox', { name: /accept the Terms and Conditions and the Risk Disclosure/ })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('signup-step-2')).toHaveAttribute('aria-current', 'step');
  const { code } = await latestOtp(request, email);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await expect(page.getByTestId('signup-step-3')).toHaveAttribute('aria-current', 'step');
  await page.getByLabel('Phone number', { exact: true }).fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account is ready.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
}

/** Every update-currency call the page makes from now on. */
function currencySaves(page: Page): Request[] {
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/update-currency')) saves.push(request);
  });
  return saves;
}

/** The account's currency as the server keeps it (GET /auth/me with the page's token). */
async function serverCurrency(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const me = await page.request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  return ((await me.json()) as { user: { currency: string } }).user.currency;
}

test('a new trader who signs up lands in rupees, saved to the account, and stays in rupees at the next login', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('currency-signup');
  await signUp(page, request, email);
  const saves = currencySaves(page);
  await logIn(page, { email, password });

  await expect(page.getByRole('button', { name: /^Display currency INR/ })).toBeVisible();
  await expect(page.getByTestId('funds-badge-desktop')).toHaveText(/^INR/);
  await expect.poll(() => saves.length).toBe(1);
  expect(saves[0]?.method()).toBe('PATCH');
  expect(saves[0]?.postDataJSON()).toEqual({ email, currency: 'INR' });
  await expect.poll(() => serverCurrency(page)).toBe('INR');

  // The next login is no longer a new trader's: the account's rupees, nothing saved again.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email, password });
  await expect(page.getByRole('button', { name: /^Display currency INR/ })).toBeVisible();
  expect(saves).toHaveLength(1);
});

test('a guest who chose dollars with the toggle before signing up keeps dollars', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('currency-guest-usd');
  // What the header toggle stores for a guest who chose dollars.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('guestCurrencyPreference', 'USD'));
  await signUp(page, request, email);
  const saves = currencySaves(page);
  await logIn(page, { email, password });

  await expect(page.getByRole('button', { name: /^Display currency USD/ })).toBeVisible();
  await expect(page.getByTestId('funds-badge-desktop')).toHaveText(/^USD/);
  expect(saves).toHaveLength(0);
  expect(await serverCurrency(page)).toBe('USD');
});
