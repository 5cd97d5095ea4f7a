import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createTrader, logIn } from './support/accounts.ts';

/** The authenticator app: the code for `offsetSteps` 30 s periods from now. */
const totp = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Every console error and every failed or refused request of a page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    failures.push(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return failures;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

test('two-factor: turned on in /settings, then a TOTP login, a recovery-code login that works once, and clean logouts', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await createTrader(request, 'tfa');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account, /\/settings$/);

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  // A stolen session alone cannot put a thief's authenticator on the account: the password first.
  const stepUp = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel('Password', { exact: true }).fill(account.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await section.getByLabel('Code from your app').fill(totp(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  const codes = (
    await section.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()
  ).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(section.getByText('10 unused recovery codes left.', { exact: false })).toBeVisible();

  // Logout with a clean console: cancel-ws goes out while the token is still valid. The page's
  // market subscriptions settle first (the known race of the market socket, below).
  await page.waitForLoadState('networkidle');
  let failures = watchFailures(page);
  await logOut(page);
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);

  // The password alone is not enough; the next period's code (accepted one step either side)
  // stands for what the app shows, since the code used to turn it on cannot be used again.
  await passwordStep(page, account);
  await codeStep(page, totp(secret, 1));
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  // A recovery code signs in once.
  await passwordStep(page, account);
  await codeStep(page, codes[0] ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's market subscriptions settle first: one still in flight when the logout
  // revokes the session is refused 401 (a known race of the market socket, not of the logout).
  await page.waitForLoadState('networkidle');
  failures = watchFailures(page);
  await logOut(page);
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);

  await passwordStep(page, account);
  await codeStep(page, codes[0] ?? '');
  await expect(
    page.getByText('That code is not valid. Please try again (4 tries left).'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
