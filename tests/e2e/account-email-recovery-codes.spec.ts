import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { latestOtp, logIn, signedInTrader, uniqueEmail, wrongCode } from './support/accounts.ts';

/** The authenticator app: the code for `offsetSteps` 30 s periods from now. */
const totp = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Mail subjects in the dev mailbox, newest first. */
async function subjects(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((m) => m.subject);
}

// Issue 24: changing the email asks for the password in the step-up dialog, then for the code
// mailed to the new address; the old address is told.
test('the Email section changes the email after the step-up dialog and the code mailed to the new address', async ({
  page,
  request,
}) => {
  const account = await signedInTrader(page, request, 'email-change');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Email' });
  await expect(section.getByTestId('account-email')).toHaveText(account.email);

  await section.getByRole('button', { name: 'Change email' }).click();
  const newEmail = uniqueEmail('email-changed');
  await section.getByLabel('New email').fill(newEmail);
  await section.getByRole('button', { name: 'Send the code' }).click();

  // The bearer alone is refused: the dialog asks for the password; a wrong one keeps it open.
  const stepUp = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel('Password', { exact: true }).fill('Not@MyPassword1');
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp.getByText('That password is not right')).toBeVisible();
  await stepUp.getByLabel('Password', { exact: true }).fill(account.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();

  // The call went again with the step-up: the code is at the new address.
  await expect(section.getByText(`Enter the 6-digit code we emailed to ${newEmail}`)).toBeVisible();
  const { code } = await latestOtp(request, newEmail);
  await section.getByLabel('Code from the email').fill(wrongCode(code));
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText(/Invalid OTP.*4 tries left/)).toBeVisible();
  await expect(section.getByTestId('account-email')).toHaveText(account.email);

  await section.getByLabel('Code from the email').fill(code);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByRole('status')).toContainText(`Your email is now ${newEmail}.`);
  await expect(section.getByTestId('account-email')).toHaveText(newEmail);
  // The section in the middle of the window, clear of the fixed header.
  await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'docs/screenshots/settings-email-changed.png' });
  await expect
    .poll(() => subjects(page, account.email))
    .toContain('The email of your Derivo account was changed');

  // The currency toggle's save names the account by its new email at once (no reload).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/update-currency'));
  await page.getByRole('button', { name: /^Display currency (USD|INR)\. Switch to/ }).click();
  const response = await saved;
  expect(response.request().postDataJSON()).toMatchObject({ email: newEmail });
  expect(response.status()).toBe(200);

  // The new address is the one that signs in now.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: newEmail, password: account.password });
});

// Issue 24: new recovery codes need the authenticator's code in the step-up dialog; they are
// shown once, and the old ones stop working.
test('two-factor: New recovery codes asks for the authenticator code, shows ten new codes once, and voids the old ones', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await signedInTrader(page, request, 'codes-renew');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const passwordStepUp = page.getByRole('dialog', { name: 'Confirm your password' });
  await passwordStepUp.getByLabel('Password', { exact: true }).fill(account.password);
  await passwordStepUp.getByRole('button', { name: 'Confirm' }).click();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await section.getByLabel('Code from your app').fill(totp(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const list = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const oldCodes = (await list.allInnerTexts()).map((code) => code.trim());
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();

  await section.getByRole('button', { name: 'New recovery codes' }).click();
  // With two-factor on, the step-up is the authenticator's code (the one used to turn it on is
  // spent: the next period's code stands for what the app shows).
  const codeStepUp = page.getByRole('dialog', { name: 'Confirm with your authenticator' });
  await expect(codeStepUp).toBeVisible();
  await codeStepUp.getByLabel('Authenticator code').fill(totp(secret, 1));
  await codeStepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeStepUp).toBeHidden();
  await expect(list).toHaveCount(10);
  const newCodes = (await list.allInnerTexts()).map((code) => code.trim());
  expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/settings-new-recovery-codes.png' });
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section.getByText('10 unused recovery codes left.', { exact: false })).toBeVisible();
  // Shown once: a reload shows the count, never the codes.
  await page.reload();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);

  // An old code no longer signs in; a new one does.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const signIn = async (code: string) => {
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
  };
  await signIn(oldCodes[0] ?? '');
  await expect(page.getByText(/That code is not valid/)).toBeVisible();
  await page.goto('/login');
  await signIn(newCodes[0] ?? '');
  await expect(page).toHaveURL(/\/dashboard$/);
});
