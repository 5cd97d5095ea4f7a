import { expect, test } from '@playwright/test';
import { DEMO_TRADER, logIn } from './support/accounts.ts';

const guarded = [
  '/dashboard',
  '/futureCharts',
  '/options',
  '/futures',
  '/orders',
  '/positions',
  '/wallet',
  '/profile',
  '/kyc',
  '/referral',
  '/settings',
];

for (const path of guarded) {
  test(`a guest opening ${path} lands on /login with the origin remembered`, async ({ page }) => {
    await page.goto(`${path}?tab=1`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe(
      `${path}?tab=1`,
    );
    await expect(page.getByTestId('login-return-to')).toContainText(`${path}?tab=1`);
  });
}

test('the redirect replaces the history entry', async ({ page }) => {
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('/Wallet and /FutureCharts reach the same guarded routes as /wallet and /futureCharts', async ({
  page,
}) => {
  await page.goto('/FutureCharts');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe(
    '/FutureCharts',
  );
  await page.goto('/Wallet');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe(
    '/Wallet',
  );

  await logIn(page, DEMO_TRADER, /\/Wallet$/);
  for (const [path, heading] of [
    ['/Wallet', 'Funds'],
    ['/wallet', 'Funds'],
    ['/FutureCharts', 'Charts'],
    ['/futureCharts', 'Charts'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
