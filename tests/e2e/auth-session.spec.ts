import { expect, test } from '@playwright/test';
import { DEMO_TRADER, logIn } from './support/accounts.ts';

const storage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    authToken: localStorage.getItem('authToken'),
    persistRoot: localStorage.getItem('persist:root'),
    sessionData: sessionStorage.getItem('sessionData'),
    guestUserId: localStorage.getItem('guestUserId'),
  }));

test('login returns to the remembered origin, removes the guest id, and a reload stays signed in', async ({
  page,
}) => {
  await page.goto('/wallet?tab=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(async () => (await storage(page)).guestUserId).toMatch(/^g_[0-9a-z]{5}$/);

  await logIn(page, DEMO_TRADER, /\/wallet\?tab=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();
  const signedIn = await storage(page);
  expect(signedIn.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(signedIn.persistRoot ?? '{}').auth).toMatchObject({
    isAuthenticated: true,
    user: { email: DEMO_TRADER.email },
  });
  expect(signedIn.guestUserId).toBeNull();

  await page.reload();
  await expect(page).toHaveURL(/\/wallet\?tab=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();

  // Visiting /login while signed in goes straight to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the server’s error and a bad email the form’s', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email', { exact: true }).fill(DEMO_TRADER.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@Password1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout goes to /login, clears the local session, ends the server session and the back button shows nothing signed-in', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // History: /about, then /settings (where the login returns to), then /wallet.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO_TRADER, /\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('sessionData', '{"market":"on"}'));
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();

  const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'derivo_refresh');
  expect(refreshCookie?.httpOnly).toBe(true);
  // The answer, not only the request: the refresh token is presented again below, and must reach
  // the server after the logout has revoked it.
  const logoutCall = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/auth/logout') && r.request().method() === 'POST',
  );
  const cancelCall = page.waitForRequest(
    (r) => r.url().endsWith('/market/cancel-ws') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const loggedOut = await logoutCall;
  expect(loggedOut.request().headers().authorization).toMatch(/^Bearer /);
  expect(loggedOut.ok()).toBe(true);
  expect((await cancelCall).postDataJSON()).toEqual({ userId: expect.any(String) });

  await expect.poll(async () => (await storage(page)).authToken).toBeNull();
  const cleared = await storage(page);
  expect(cleared.sessionData).toBeNull();
  expect(JSON.parse(cleared.persistRoot ?? '{}').auth).toEqual({
    isAuthenticated: false,
    user: null,
  });
  // The refresh token was revoked on the server: presenting it again is refused.
  const refresh = await page.request.post('/api/v1/auth/user-login/refreshAccessToken', {
    data: {},
    headers: { cookie: `derivo_refresh=${refreshCookie?.value}` },
  });
  expect(refresh.status()).toBe(401);

  // Back into the page that was signed in (a document the browser may restore from its
  // back/forward cache, with the old session in memory): it sends the visitor to /login.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
