import { type APIRequestContext, expect, test } from '@playwright/test';
import { validAadhaar } from '../server/support/verhoeff-reference.ts';
import { type Account, createTrader, latestOtp, logIn, wrongCode } from './support/accounts.ts';

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = () => letters[Math.floor(Math.random() * letters.length)];
const randomPan = () =>
  `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 9000) + 1000)}${pick()}`;
const randomAccount = () => String(Math.floor(Math.random() * 9e11) + 1e11);

/**
 * A trader with verified KYC, a first payout account (no step-up for the first) and ₹50,000,
 * set up through the API as the KYC screens would; answers the last mail's id.
 */
async function payoutReady(request: APIRequestContext, account: Account) {
  const signedIn = await request.post('/api/v1/auth/user-login/manual', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status()).toBe(200);
  const { token, user } = (await signedIn.json()) as { token: string; user: { userId: string } };
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/v1/auth/authenticate-kyc', { headers });
  const kyc = ((await started.json()) as { data: { accessToken: string } }).data.accessToken;
  const q = (params: Record<string, string>) =>
    new URLSearchParams({ accessToken: kyc, ...params }).toString();
  const aadhaar = validAadhaar(`9${String(Date.now()).slice(-10)}`);
  const { id: signupMail } = await latestOtp(request, account.email);
  const sent = await request.post(`/api/v1/auth/send-otp-adhaar?${q({})}`, {
    headers,
    data: { aadhaar_number: aadhaar },
  });
  const { reference_id } = ((await sent.json()) as { data: { reference_id: string } }).data;
  const { code, id } = await latestOtp(request, account.email, signupMail);
  const otp = await request.post(`/api/v1/auth/verify-otp-adhaar?${q({ reference_id })}`, {
    headers,
    data: { otp: code, aadhaar_number: aadhaar },
  });
  expect(otp.status(), await otp.text()).toBe(200);
  const pan = await request.post(`/api/v1/auth/verify-pan-number?${q({})}`, {
    headers,
    data: { pan: randomPan(), name_as_per_pan: 'E2E Trader', date_of_birth: '1990-04-01' },
  });
  expect(pan.status(), await pan.text()).toBe(200);
  const bank = await request.get(
    `/api/v1/auth/verify-bank-account?${q({ ifsc: 'SBIN0001234', account_number: randomAccount() })}`,
    { headers },
  );
  expect(bank.status(), await bank.text()).toBe(200);
  const added = await request.post('/funds/addFunds', {
    headers,
    data: { userId: user.userId, amount: 50_000 },
  });
  expect(added.status()).toBe(201);
  return { lastMail: id };
}

test('a withdrawal waits for the mailed code in the wallet: a wrong code keeps it waiting, the right one sends it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createTrader(request, 'withdraw-code');
  const { lastMail } = await payoutReady(request, account);
  await logIn(page, account);
  await page.goto('/wallet');

  const form = page.getByRole('form', { name: 'Withdraw to your bank' });
  await expect(page.getByTestId('withdrawal-left-today')).toHaveText(
    '₹10,00,000 of the ₹10,00,000 daily limit left today.',
  );
  await page.getByLabel('Withdrawal amount (₹)').fill('2000');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  const held = page.getByTestId('withdrawal-confirmation');
  await expect(held).toContainText('We mailed a 6-digit code');
  await expect(held).toContainText('The money is held until you confirm.');
  await page.screenshot({ path: 'docs/screenshots/withdrawal-confirmation.png', fullPage: true });
  const { code } = await latestOtp(request, account.email, lastMail);

  await page.getByLabel('Confirmation code').fill(wrongCode(code));
  await form.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(form).toContainText('That code is not right');
  await page.getByLabel('Confirmation code').fill(code);
  await form.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(form).toContainText('Withdrawal confirmed: it is on its way to the bank account');
  await expect(page.getByTestId('withdrawal-left-today')).toHaveText(
    '₹9,98,000 of the ₹10,00,000 daily limit left today.',
  );
});

test('changing the payout bank account asks for the password in a dialog, then holds withdrawals', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createTrader(request, 'bank-change');
  await payoutReady(request, account);
  await logIn(page, account);
  await page.goto('/kyc');
  await page.getByRole('button', { name: 'Change bank account' }).click();
  await page.getByLabel('IFSC').fill('HDFC0001234');
  await page.getByLabel('Account number').fill(randomAccount());
  await page.getByRole('button', { name: 'Verify bank account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/step-up-dialog.png' });
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong@Password99');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not right');
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('kyc-summary')).toContainText('HDFC0001234');

  // The fund stream tells of the change at once: the bell lists it, the hold's end in local time.
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const bell = page.getByRole('region', { name: 'Notifications' });
  await expect(bell).toContainText('Payout bank account changed: withdrawals are held until');
  await expect(bell).toContainText('Security');
  await expect(bell).not.toContainText('GMT');
  await page.keyboard.press('Escape');

  await page.goto('/wallet');
  await expect(page.getByRole('form', { name: 'Withdraw to your bank' })).toContainText(
    'Your payout bank account was changed recently: withdrawals are held until',
  );
});
