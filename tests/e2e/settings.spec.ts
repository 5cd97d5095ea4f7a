import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, createTrader, logIn, signedInTrader } from './support/accounts.ts';

const NEW_PASSWORD = 'Copper@Kestrel58';

/** A separate browser (its own cookies and storage) signed in as `account`. */
async function signedInBrowser(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

const sessionRows = (page: Page) => page.getByTestId('session-row');

/**
 * B finds out by itself, with no action of its own: the server closes its fund stream with 4001
 * (the streams recheck their session every 2 s), and its session ends.
 */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
}

test('sign out another session from the list, then change the password: only this browser stays in', async ({
  browser,
  request,
}) => {
  // Four sign-ins in two browsers: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const account = await createTrader(request, 'settings');
  const a = await signedInBrowser(browser, account);
  const b = await signedInBrowser(browser, account);

  await a.goto('/settings');
  // The settings page loads its code on first visit.
  await expect(sessionRows(a)).toHaveCount(2, { timeout: 15_000 });
  await expect(sessionRows(a).filter({ hasText: 'This device' })).toHaveCount(1);
  const other = sessionRows(a).filter({ hasNotText: 'This device' });
  await other.getByRole('button', { name: /^Sign out/ }).click();
  await expect(a.getByText('That session has been signed out.')).toBeVisible();
  await expect(sessionRows(a)).toHaveCount(1);
  await expectSignedOut(b);

  // B signs in again; A changes the password (a wrong current one is refused beside its field).
  await logIn(b, account);
  await a.reload();
  await expect(sessionRows(a)).toHaveCount(2, { timeout: 15_000 });
  await a.getByLabel('Current password', { exact: true }).fill('Wrong@Guess11');
  await a.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await a.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await a.getByRole('button', { name: 'Change password' }).click();
  await expect(a.getByText('Your current password is not right.', { exact: false })).toBeVisible();
  await expect(a.getByLabel('Current password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await a.getByLabel('Current password', { exact: true }).fill(account.password);
  await a.getByRole('button', { name: 'Change password' }).click();
  await expect(a.getByText('Your password has been changed.')).toBeVisible();
  await expect(sessionRows(a)).toHaveCount(1);
  await expectSignedOut(b);
  // A is still signed in after a reload, and the new password is the one that works.
  await a.reload();
  await expect(sessionRows(a)).toHaveCount(1, { timeout: 15_000 });
  await logIn(b, { email: account.email, password: NEW_PASSWORD });

  const mail = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  const { messages } = (await mail.json()) as { messages: Array<{ subject: string }> };
  expect(messages.map((message) => message.subject)).toContain('Your Derivo password was changed');
  await b.context().close();
  await a.context().close();
});

test('notification toggles are saved for the trader', async ({ page, request }) => {
  await signedInTrader(page, request, 'toasts');
  await page.goto('/settings');
  const orders = page.getByRole('switch', { name: 'Order notifications' });
  await expect(orders).toBeChecked({ timeout: 15_000 });
  await orders.press('Space');
  await expect(orders).not.toBeChecked();
  await expect(orders).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order notifications' })).not.toBeChecked({
    timeout: 15_000,
  });
  await expect(page.getByRole('switch', { name: 'Liquidation and margin alerts' })).toBeChecked();
});

test('a chosen theme stays whatever the device does, until the trader follows the device again', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signedInTrader(page, request, 'theme');
  await page.goto('/settings');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  const html = page.locator('html');
  await expect(appearance).toContainText('Theme: Light, as your device is set');
  await expect(appearance.getByRole('button', { name: 'Follow my device' })).toHaveCount(0);

  await appearance.getByRole('button', { name: 'Use the dark theme' }).click();
  await expect(appearance).toContainText('Theme: Dark, your choice');
  await expect(html).toHaveClass(/dark/);

  await appearance.getByRole('button', { name: 'Follow my device' }).click();
  await expect(appearance).toContainText('Theme: Light, as your device is set');
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await expect(appearance).toContainText('Theme: Dark, as your device is set');
});
