import { expect, test } from '@playwright/test';
import { createTrader, latestOtp, logIn, wrongCode } from './support/accounts.ts';
import { expectResendWaits, pauseClock } from './support/clock.ts';

test('forgot password: every check, the resend countdown, the reset, the redirect and the new password', async ({
  page,
  request,
}) => {
  const account = await createTrader(request, 'forgot');
  const { id: signupMail } = await latestOtp(request, account.email);
  const newPassword = 'Renewed@2026';
  await page.clock.install();

  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('asha@');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  // The page's clock stands still from here on, so the countdown shows only the time the test runs.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Send code' }).click();

  // OTP step: the email is locked; Resend is disabled for 30 s with the seconds counting down.
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(email).toHaveAttribute('readonly', '');
  const resend = await expectResendWaits(page, 10);
  await page.clock.runFor(20_000);
  await expect(resend).toBeEnabled();
  await expect(page.getByTestId('resend-countdown')).toBeHidden();
  await page.clock.resume();

  // Resetting before the code is verified is refused first of all.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please verify OTP before resetting your password.')).toBeVisible();

  const { code } = await latestOtp(request, account.email, signupMail);
  const otp = page.getByLabel('Verification code', { exact: true });
  await otp.fill(wrongCode(code));
  await expect(page.getByText(/Invalid OTP/)).toBeVisible();
  await otp.fill(code);
  await expect(page.getByText('Code verified. Choose your new password.')).toBeVisible();
  await expect(otp).toHaveAttribute('readonly', '');

  await page.getByLabel('Confirm new password', { exact: true }).fill('Renewed@2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password does not meet the required strength.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  // Freeze the page's clock so the 3 s countdown can be read second by second.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page.getByTestId('redirect-countdown')).toHaveText(/in 3 s/);
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('redirect-countdown')).toHaveText(/in 2 s/);
  await page.clock.resume(); // the clock runs again: the redirect follows, and the login page loads
  await expect(page).toHaveURL(/\/login$/);
  // /login opens with the email of the reset filled in.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await logIn(page, { email: account.email, password: newPassword });
});
