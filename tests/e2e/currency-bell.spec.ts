import { expect, type Page, test } from '@playwright/test';
import { validAadhaar } from '../server/support/verhoeff-reference.ts';
import { createTrader, latestOtp, logIn } from './support/accounts.ts';
import { switchCurrency } from './support/display-currency.ts';
import { depositInWallet } from './support/trading.ts';

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = () => letters[Math.floor(Math.random() * letters.length)];
const randomPan = () =>
  `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 9000) + 1000)}${pick()}`;
const randomAccount = () => String(Math.floor(Math.random() * 9e11) + 1e11);

/** The bell's items, newest first, as the trader reads them (the panel opened and closed). */
async function bellItems(page: Page): Promise<string[]> {
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  const texts = await items.allInnerTexts();
  await page.keyboard.press('Escape');
  return texts;
}

const unreadBadge = (page: Page) =>
  page.getByRole('button', { name: /^Notifications, \d+ unread/ });

test('a deposit, a KYC result and a withdrawal each leave a notice in the bell, in the display currency, kept across a logout and a login', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createTrader(request, 'currency-bell');
  const { id: signupMail } = await latestOtp(request, account.email);
  await logIn(page, account);
  await switchCurrency(page, 'INR');

  // A deposit through the wallet.
  await depositInWallet(page, 5000);
  await expect(unreadBadge(page)).toHaveAccessibleName('Notifications, 1 unread');

  // KYC: a refused PAN, then every check verified.
  await page.goto('/kyc');
  await page.getByLabel('Aadhaar number').fill(validAadhaar(`9${String(Date.now()).slice(-10)}`));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const { code: aadhaarCode, id: aadhaarMail } = await latestOtp(
    request,
    account.email,
    signupMail,
  );
  await page.getByLabel('Verification code').fill(aadhaarCode);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByTestId('kyc-step-pan')).toHaveAttribute('aria-current', 'step');
  await page.getByLabel('PAN', { exact: true }).fill('ZZZPZ9999Z');
  await page.getByLabel('Name as per PAN').fill('E2E Trader');
  await page.getByLabel('Date of birth').fill('1990-04-01');
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(page.getByRole('alert')).toContainText('This PAN does not exist');
  await page.getByLabel('PAN', { exact: true }).fill(randomPan());
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await page.getByLabel('IFSC').fill('SBIN0001234');
  await page.getByLabel('Account number').fill(randomAccount());
  await page.getByRole('button', { name: 'Verify bank account' }).click();
  await expect(page.getByTestId('kyc-summary')).toBeVisible();

  // A withdrawal, sent once the mailed code confirms it.
  await page.goto('/wallet');
  const form = page.getByRole('form', { name: 'Withdraw to your bank' });
  await page.getByLabel('Withdrawal amount (₹)').fill('2000');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('withdrawal-confirmation')).toContainText('We mailed');
  const { code } = await latestOtp(request, account.email, aadhaarMail);
  await page.getByLabel('Confirmation code').fill(code);
  await form.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(form).toContainText('Withdrawal confirmed');

  const inRupees = await bellItems(page);
  const mine = inRupees.filter((text) => /Deposit|Withdrawal|KYC/.test(text));
  expect(mine.map((text) => text.split('\n')[0])).toEqual([
    'Withdrawal: ₹2,000.00 sent to your bank account',
    'KYC verified: you can trade and withdraw',
    'KYC not verified: the PAN check failed. This PAN does not exist in the Income Tax Department records. Please check it.',
    'Deposit: ₹5,000.00 added to your wallet',
  ]);
  await expect(unreadBadge(page)).toHaveAccessibleName('Notifications, 4 unread');

  // In dollars: the same notices, no ₹.
  await switchCurrency(page, 'USD');
  const inDollars = await bellItems(page);
  expect(inDollars.join('\n')).toContain('Withdrawal: $23.53 sent to your bank account');
  expect(inDollars.join('\n')).toContain('Deposit: $58.82 added to your wallet');
  expect(inDollars.join('\n')).not.toContain('₹');

  // Read, then logged out and in again: the account's notices are still listed, and still read.
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account);
  const again = await bellItems(page);
  expect(again.filter((text) => /Deposit|Withdrawal|KYC/.test(text))).toHaveLength(4);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
});
