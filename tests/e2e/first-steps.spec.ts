import { expect, test } from '@playwright/test';
import { signedInTrader } from './support/accounts.ts';
import { deposit, placeOrder } from './support/trading.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('after sign-up the dashboard lists the first steps, and adding funds and a first trade tick themselves off while KYC stays to do with its link; Wallet is in the navigation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInTrader(page, request, 'first-steps');
  const steps = page.getByTestId('first-steps');
  await expect(steps).toContainText('Your first steps (0 of 3 done)', { timeout: 20_000 });
  const step = (key: string) => page.getByTestId(`first-step-${key}`);
  for (const key of ['kycVerified', 'funded', 'traded']) {
    await expect(step(key)).toHaveAttribute('data-done', 'false');
  }
  // The next step carries its link.
  await expect(step('kycVerified').getByRole('link', { name: 'Start KYC' })).toHaveAttribute(
    'href',
    '/kyc',
  );
  await expect(
    page.getByRole('navigation', { name: 'Trading' }).getByRole('link', { name: 'Wallet' }),
  ).toHaveAttribute('href', '/wallet');

  // Money in: the fund stream's new contribution ticks "Add funds", with no reload.
  await deposit(page, 50_000);
  await expect(step('funded')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
  await expect(steps).toContainText('(1 of 3 done)');

  // A first trade: the position appears and the fill ticks the last step but KYC.
  await placeOrder(page, {
    symbol: 'BTCUSDT-PERP',
    side: 'BUY',
    type: 'market',
    size: 0.001,
    leverage: 10,
  });
  await expect(step('traded')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
  await expect(steps).toContainText('(2 of 3 done)');
  await expect(step('kycVerified')).toHaveAttribute('data-done', 'false');
  await expect(step('kycVerified').getByRole('link', { name: 'Start KYC' })).toBeVisible();
});
