import { expect, test } from '@playwright/test';
import { logIn, signedInTrader } from './support/accounts.ts';

test('a signed-in trader’s currency is saved, survives a reload and a new login; a failed save rolls back', async ({
  page,
  request,
}) => {
  const account = await signedInTrader(page, request, 'currency');
  const badge = page.getByTestId('funds-badge-desktop');
  await expect(badge).toHaveText(/^USD0(\.00?)?$/);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/update-currency'));
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  const response = await saved;
  expect(response.request().method()).toBe('PATCH');
  expect(response.request().postDataJSON()).toEqual({ email: account.email, currency: 'INR' });
  expect(response.status()).toBe(200);
  await expect(badge).toHaveText(/^INR0(\.00?)?$/);

  await page.reload();
  await expect(badge).toHaveText(/^INR0(\.00?)?$/);
  expect(await page.evaluate(() => localStorage.getItem('userCurrencyPreference'))).toBe('INR');

  // The server kept it: a fresh login in another browser shows INR too.
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no browser');
  const otherPage = await other.newPage();
  await logIn(otherPage, account);
  await expect(otherPage.getByTestId('funds-badge-desktop')).toHaveText(/^INR0(\.00?)?$/);
  await other.close();

  // A save the server fails: the previous currency comes back, in the header and in storage.
  await page.route('**/api/v1/auth/update-currency', (route) =>
    route.fulfill({ status: 500, json: { message: 'The database is unavailable.' } }),
  );
  const failed = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/update-currency'));
  await page.getByRole('button', { name: 'Display currency INR. Switch to USD' }).click();
  expect((await failed).status()).toBe(500);
  await expect(badge).toHaveText(/^INR0(\.00?)?$/);
  expect(await page.evaluate(() => localStorage.getItem('userCurrencyPreference'))).toBe('INR');
  await page.unroute('**/api/v1/auth/update-currency');
  await page.reload();
  await expect(badge).toHaveText(/^INR0(\.00?)?$/);
});
