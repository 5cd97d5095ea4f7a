import { expect, test } from '@playwright/test';
import { createTrader, latestOtp } from './support/accounts.ts';

/**
 * #24: Continue with Google for the email of a password account asks the owner to confirm before
 * anything is signed in; the wrong password is refused, the emailed code links it, and the owner
 * is mailed that Google was linked.
 */
test('Google sign-in onto a password account waits for the owner’s confirmation', async ({
  page,
  request,
}) => {
  const account = await createTrader(request, 'google-link');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/oidc\/interaction\//);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Full name').fill('Meera Shah');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm it is your account' }),
  ).toBeVisible();
  await expect(page.getByText(`An account with ${account.email[0]}***@example.com`)).toBeVisible();
  // Nothing is signed in yet.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.screenshot({ path: 'docs/screenshots/google-link-confirm.png' });

  await page.getByLabel('Account password', { exact: true }).fill('Not@MyPassword1');
  await page.getByRole('button', { name: 'Link Google and log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password or code is not right.');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await expect(
    page.getByText('We emailed a 6-digit code to the account. It is valid for 10 minutes.'),
  ).toBeVisible();
  const { code } = await latestOtp(request, account.email);
  await page.getByLabel('Emailed code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Link Google and log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect
    .poll(async () => {
      const box = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(account.email)}`);
      const { messages } = (await box.json()) as { messages: { subject: string }[] };
      return messages[0]?.subject;
    })
    .toBe('Google sign-in was linked to your Derivo account');
});
