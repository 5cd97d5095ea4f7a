import { expect, test } from '@playwright/test';
import { DEMO_TRADER, latestOtp, logIn, uniqueEmail, wrongCode } from './support/accounts.ts';
import { expectResendWaits, pauseClock } from './support/clock.ts';

test('a new trader signs up through all four steps, lands on /login and can log in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  const password = 'Monsoon@Kite26';
  await page.clock.install();
  await page.goto('/signup');
  await expect(page.getByTestId('signup-step-1')).toHaveAttribute('aria-current', 'step');

  // Step 1: the form's own checks come first, every field's problem at once.
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password does not meet the required strength.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  // The Terms and the Risk Disclosure must be accepted, as Indian brokers ask.
  const consent = page.getByRole('checkbox', {
    name: /accept the Terms and Conditions and the Risk Disclosure/,
  });
  await expect(
    page.getByText('Accept the Terms and Conditions and the Risk Disclosure to open an account'),
  ).toBeVisible();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute(
    'href',
    '/t&c#risk-disclosure',
  );
  for (const field of ['Full name', 'Email', 'Password', 'Confirm password']) {
    await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  // The rules name the special characters that count.
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText(
    'One special character: @ $ ! % * ? &',
  );
  await page.getByLabel('Full name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText(
    'At least 8 characters (met)',
  );
  await page.getByLabel('Confirm password', { exact: true }).fill('Signup@2027');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await consent.check();
  // The page's clock stands still from here to the countdown's check, however slow the machine.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: entered when the code is sent; Resend waits 30 s with the seconds shown.
  await expect(page.getByTestId('signup-step-2')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await expectResendWaits(page, 29);
  await page.clock.resume();
  const { code } = await latestOtp(request, email);

  const otp = page.getByLabel('Verification code', { exact: true });
  await otp.fill(wrongCode(code));
  await expect(page.getByText(/Invalid OTP/)).toBeVisible();
  await expect(otp).toHaveAttribute('aria-invalid', 'true');
  await otp.fill('12ab');
  await expect(otp).toHaveValue('12'); // digits only
  await otp.fill(code);
  await expect(page.getByTestId('signup-step-3')).toHaveAttribute('aria-current', 'step');

  // Step 3: entered when the code is verified.
  await page.getByLabel('Phone number', { exact: true }).fill('call me');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Please enter a valid phone number/)).toBeVisible();
  await page.getByLabel('Phone number', { exact: true }).fill('+91 98765 43210');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Step 4: complete, then /login after a visible 3 s countdown, not signed in.
  await expect(page.getByTestId('signup-step-4')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Your account is ready.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('redirect-countdown')).toContainText(/in 3 s/);
  await page.clock.runFor(2_000);
  await expect(page.getByTestId('redirect-countdown')).toContainText(/in 1 s/);
  await expect(page).toHaveURL(/\/signup$/);
  // On a short phone screen scrolled down, /login still opens at its top with the fields in view.
  await page.setViewportSize({ width: 390, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.clock.resume(); // the clock runs again: the redirect follows, and the login page loads
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  // /login opens with the new account's email filled in.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  await logIn(page, { email, password });
});

test('a second sign-up with a registered email shows its error', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_TRADER.email);
  await page.getByLabel('Password', { exact: true }).fill('Another@2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Another@2026');
  await page.getByRole('checkbox', { name: /accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'An account with this email already exists. Please log in instead.',
  );
  await expect(page.getByTestId('signup-step-1')).toHaveAttribute('aria-current', 'step');
});
