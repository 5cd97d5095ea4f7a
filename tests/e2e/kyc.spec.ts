import { expect, type Locator, type Page, test } from '@playwright/test';
import { validAadhaar } from '../server/support/verhoeff-reference.ts';
import { createTrader, latestOtp, logIn } from './support/accounts.ts';

/**
 * A KYC step refused, then verified: types its fields and sends it with `button`; it refuses with
 * `message` and every field but the `refused` one keeps what was typed; the refused field is
 * corrected to `corrected`, sent again, and `verified` then shows `verifiedText`.
 */
async function refusedThenVerified(
  page: Page,
  step: {
    typed: readonly (readonly [Locator, string])[];
    refused: Locator;
    button: string;
    message: string;
    corrected: string;
    verified: Locator;
    verifiedText: string;
  },
): Promise<void> {
  for (const [field, value] of step.typed) await field.fill(value);
  await page.getByRole('button', { name: step.button }).click();
  await expect(page.getByRole('alert')).toHaveText(step.message);
  for (const [field, value] of step.typed) {
    if (field !== step.refused) await expect(field).toHaveValue(value);
  }
  await step.refused.fill(step.corrected);
  await page.getByRole('button', { name: step.button }).click();
  await expect(step.verified).toContainText(step.verifiedText);
}

test('a new trader completes KYC from the profile, with the Aadhaar OTP from the mailbox, and the profile shows it verified and masked', async ({
  page,
  request,
}) => {
  const account = await createTrader(request, 'kyc');
  const aadhaar = validAadhaar(`9${String(Date.now()).slice(-10)}`);
  const { id: signupMail } = await latestOtp(request, account.email);
  await logIn(page, account);

  await page.goto('/profile');
  const kycCard = page.getByTestId('profile-kyc');
  await expect(page.getByTestId('kyc-status')).toHaveText('Not started');
  await expect(kycCard).toContainText('Not verified');
  await page.getByRole('link', { name: 'Start KYC' }).click();
  await expect(page).toHaveURL(/\/kyc$/);

  // Aadhaar: a typo in the check digit is caught before any call; then the real number.
  await expect(page.getByTestId('kyc-step-aadhaar')).toHaveAttribute('aria-current', 'step');
  const number = page.getByLabel('Aadhaar number');
  await number.fill(`${aadhaar.slice(0, 11)}${(Number(aadhaar[11]) + 1) % 10}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText('This Aadhaar number is not valid. Please check it for typos.'),
  ).toBeVisible();
  await number.fill(aadhaar);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const { code } = await latestOtp(request, account.email, signupMail);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByTestId('kyc-step-aadhaar')).toContainText(
    `Verified · XXXX XXXX ${aadhaar.slice(-4)}`,
  );

  // PAN: the sandbox's non-existent PAN is refused and the typed values stay; the right one passes.
  await expect(page.getByTestId('kyc-step-pan')).toHaveAttribute('aria-current', 'step');
  const pan = page.getByLabel('PAN', { exact: true });
  await refusedThenVerified(page, {
    typed: [
      [pan, 'ZZZPZ9999Z'],
      [page.getByLabel('Name as per PAN'), 'E2E Trader'],
      [page.getByLabel('Date of birth'), '1990-04-01'],
    ],
    refused: pan,
    button: 'Verify PAN',
    message: 'This PAN does not exist in the Income Tax Department records. Please check it.',
    corrected: 'ABCPE1234F',
    verified: page.getByTestId('kyc-step-pan'),
    verifiedText: 'Verified · ABXXXXXX4F',
  });

  // Bank: the sandbox's closed account is refused, then an open one is verified.
  const accountNumber = page.getByLabel('Account number');
  await refusedThenVerified(page, {
    typed: [
      [page.getByLabel('IFSC'), 'HDFC0001234'],
      [accountNumber, '000000000000'],
    ],
    refused: accountNumber,
    button: 'Verify bank account',
    message: 'This bank account is closed. Please add an active account in your name.',
    corrected: '123456789012',
    verified: page.getByTestId('kyc-summary'),
    verifiedText: 'XXXXXXXX9012 · HDFC0001234',
  });

  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  await expect(kycCard).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
  await expect(kycCard).toContainText('ABXXXXXX4F');
  await expect(kycCard).toContainText('XXXXXXXX9012 · HDFC0001234');
  const text = await page.locator('main').innerText();
  expect(text).not.toContain(aadhaar);
  expect(text).not.toContain('ABCPE1234F');
  expect(text).not.toContain('123456789012');
  await expect(page.getByRole('link', { name: /KYC/ })).toHaveCount(0);
  // The verified documents settle the account type and the country of residence.
  await expect(page.getByTestId('profile-details')).toContainText('Individual');
  await expect(page.getByTestId('profile-details')).toContainText('India');

  // The name is now the PAN's; the phone can still be edited, and a bad one is refused.
  await page.getByRole('button', { name: 'Edit details' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('readonly', '');
  await page.getByLabel('Phone number').fill('98x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Please enter a valid phone number (digits, optionally starting with +).'),
  ).toBeVisible();
  await page.getByLabel('Phone number').fill('+91 98765 43210');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-details')).toContainText('+91 98765 43210');
  await page.reload();
  await expect(page.getByTestId('profile-details')).toContainText('+91 98765 43210');
});
