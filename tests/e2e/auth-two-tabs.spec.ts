import { expect, type Page, test } from '@playwright/test';
import { createTrader, logIn } from './support/accounts.ts';
import { currencyToggle } from './support/display-currency.ts';

const isRefresh = (url: string) => url.endsWith('/auth/user-login/refreshAccessToken');
const trading = (page: Page) => page.getByRole('navigation', { name: 'Trading' });

/**
 * Two tabs of one trader share the refresh cookie and the stored access token. The stored token
 * is made one the server refuses (as an expired one is), then both tabs save a currency change at
 * the same moment: both meet a 401 and both want to refresh with the one cookie. Rotation with
 * reuse detection would end the session of whichever came second; the refresh is single-flight
 * across tabs instead, and the second tab takes the token the first one stored.
 */
test('two tabs of one trader refreshing at the same moment both stay signed in', async ({
  context,
  request,
}) => {
  const account = await createTrader(request, 'tabs');
  const first = await context.newPage();
  await logIn(first, account);
  const second = await context.newPage();
  await second.goto('/dashboard');
  // The restored session is checked with the server first (GET /auth/me).
  await expect(trading(second)).toBeVisible({ timeout: 15_000 });
  const refused = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.refused';
  await first.evaluate((token) => localStorage.setItem('authToken', token), refused);

  const answers: string[] = [];
  context.on('response', (response) => {
    const url = response.url();
    if (isRefresh(url)) answers.push(`refresh ${response.status()}`);
    if (url.endsWith('/auth/update-currency')) answers.push(`save ${response.status()}`);
  });
  await Promise.all([currencyToggle(first).click(), currencyToggle(second).click()]);
  await expect.poll(() => answers.filter((a) => a === 'save 200').length).toBe(2);

  expect(answers.filter((a) => a.startsWith('refresh'))).toEqual(['refresh 200']);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(trading(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(refused);
  }
  // The login session is still on at the server: the shared refresh cookie still works.
  const refreshed = await context.request.post('/api/v1/auth/user-login/refreshAccessToken', {
    data: {},
  });
  expect(refreshed.status()).toBe(200);
});
