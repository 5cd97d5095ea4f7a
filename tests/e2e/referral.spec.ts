import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createTrader, latestOtp, logIn, uniqueEmail } from './support/accounts.ts';
import { pauseClock } from './support/clock.ts';

test('a referral link copied by one trader and used by a second shows as Pending in Track Referral', async ({
  page,
  context,
  browser,
  request,
}) => {
  const referrer = await createTrader(request, 'referrer');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await logIn(page, referrer);
  await page.goto('/referral');

  // Referral Page: the code and the link, copied with a visible confirmation.
  await expect(page.getByRole('tab', { name: 'Referral Page' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{8}$/);
  const copyLink = page.getByTestId('copy-link');
  // "Copied" lasts 2 s of the page's time, which stands still until the test moves it.
  await pauseClock(page);
  await copyLink.click();
  await expect(copyLink).toHaveText('Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/signup');
  expect(new URL(link).searchParams.get('ref')).toBe(code);
  await expect(page.getByTestId('referral-link')).toHaveValue(link);
  // "Copied" is a moment, not a state the button stays in.
  await page.clock.runFor(1_900);
  await expect(copyLink).toHaveText('Copied');
  await page.clock.runFor(100);
  await expect(copyLink).toHaveText('Copy link');
  await page.clock.resume();

  // Nobody referred yet.
  await page.getByRole('tab', { name: 'Track Referral' }).click();
  await expect(page.getByTestId('referral-empty')).toBeVisible();

  // A second trader, in a browser of their own, signs up through the link.
  const friendEmail = uniqueEmail('friend');
  const friend = await browser.newContext({
    baseURL: new URL(link).origin,
    // A person of their own, from an address of their own (the server trusts the loopback proxy).
    extraHTTPHeaders: { 'x-forwarded-for': `2001:db8:${randomInt(0x10000).toString(16)}::1` },
  });
  const signup = await friend.newPage();
  await signup.goto(link);
  await expect(signup.getByLabel(/^Referral code/)).toHaveValue(code);
  await signup.getByLabel('Full name', { exact: true }).fill('Ravi Menon');
  await signup.getByLabel('Email', { exact: true }).fill(friendEmail);
  await signup.getByLabel('Password', { exact: true }).fill('Coconut@Grove31');
  await signup.getByLabel('Confirm password', { exact: true }).fill('Coconut@Grove31');
  await signup
    .getByRole('checkbox', { name: /accept the Terms and Conditions and the Risk Disclosure/ })
    .check();
  await signup.getByRole('button', { name: 'Continue' }).click();
  await expect(signup.getByTestId('signup-step-2')).toHaveAttribute('aria-current', 'step');
  const { code: otp } = await latestOtp(request, friendEmail);
  await signup.getByLabel('Verification code', { exact: true }).fill(otp);
  await expect(signup.getByTestId('signup-step-3')).toHaveAttribute('aria-current', 'step');
  await signup.getByLabel('Phone number', { exact: true }).fill('+91 98765 43210');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(signup.getByTestId('signup-step-4')).toHaveAttribute('aria-current', 'step');
  await friend.close();

  // The referrer's Track Referral reads the list again on opening: the friend, masked, Pending.
  await page.getByRole('tab', { name: 'Referral Page' }).click();
  await page.getByRole('tab', { name: 'Track Referral' }).click();
  const row = page.getByTestId('referral-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'Pending');
  await expect(row.getByTestId('referral-status')).toHaveText('Pending');
  await expect(row).toContainText('Ra*** M***');
  const masked = `${friendEmail.slice(0, 2)}***@example.com`;
  await expect(row.getByTestId('referral-email')).toHaveText(masked);
  await expect(page.getByText(friendEmail)).toHaveCount(0);
  // In the account's display currency (dollars: the spec's default for an API sign-up).
  await expect(page.getByTestId('referral-total')).toHaveText('$0');
});
