import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, DEMO_TRADER } from './support/accounts.ts';

/**
 * Runs against the second server of playwright.config.ts, whose access tokens live 4 s. The page's
 * clock stops before the login is sent, so the session's scheduled refresh (due at half a token's
 * remaining life when the token lives less than two 30 s margins: 1.5 to 2 s here) never runs: the
 * token expires under the app the way it does in a sleeping laptop or a throttled background tab,
 * and requests meet a 401. The clock only moves when the test moves it.
 */
const shortTokenPort = Number(
  process.env.E2E_SHORT_TOKEN_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1,
);
test.use({ baseURL: `http://127.0.0.1:${shortTokenPort}` });

const TOKEN_LIFETIME_MS = 4_000;
/**
 * Page time the test may run the clock for after the login, to let the dashboard show: well short of
 * the refresh, which falls due at least 1.4 s (half a 4 s token's life, less its rounding to whole
 * seconds and the 50 ms pause lead) after the token arrives.
 */
const DASHBOARD_CLOCK_BUDGET_MS = 1_000;
const CLOCK_STEP_MS = 50;

/**
 * Signs in with the page's clock paused from just before the click. The clock must run on the login
 * page (it boots on timers); pauseAt cannot go back in time, so it is retried when a slow machine
 * lets the moment pass before the pause lands.
 */
async function logInWithClockPaused(page: Page, account: Account) {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + CLOCK_STEP_MS);
  }).toPass();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // React holds a suspended page back for 300 ms of (page) time before showing it.
  const tradingNav = page.getByRole('navigation', { name: 'Trading' });
  for (let ran = 0; !(await tradingNav.isVisible()); ran += CLOCK_STEP_MS) {
    if (ran >= DASHBOARD_CLOCK_BUDGET_MS) {
      throw new Error(`The dashboard did not show within ${ran} ms of page time`);
    }
    await page.clock.runFor(CLOCK_STEP_MS);
  }
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** Waits (in real time: the server's clock) until the server refuses `token`. */
async function waitUntilServerRefuses(request: APIRequestContext, token: string | null) {
  expect(token).toBeTruthy();
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      { message: 'the access token to expire on the server', timeout: TOKEN_LIFETIME_MS + 5_000 },
    )
    .toBe(401);
}

const isRefresh = (url: string) => url.endsWith('/auth/user-login/refreshAccessToken');

/** Every refresh and currency-save answer in the order they arrive. */
function watch(page: Page) {
  const timeline: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (isRefresh(url)) timeline.push(`refresh ${response.status()}`);
    if (url.endsWith('/auth/update-currency')) timeline.push(`save ${response.status()}`);
  });
  return timeline;
}

const currencyToggle = (page: Page) =>
  page.getByRole('button', { name: /^Display currency/ }).first();

test('past the access token’s expiry, requests keep working through exactly one refresh', async ({
  page,
  request,
}) => {
  const timeline = watch(page);
  await logInWithClockPaused(page, DEMO_TRADER);
  const tokenAtLogin = await storedToken(page);
  await waitUntilServerRefuses(request, tokenAtLogin);
  expect(timeline).toEqual([]);

  // Two clicks in one task, so both saves leave with the expired token before either answers.
  await currencyToggle(page).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect.poll(() => timeline.filter((entry) => entry.startsWith('save')).length).toBe(4);
  // Both saves were refused, one refresh ran, and both saves went through with the new token.
  expect(timeline.filter((entry) => entry.startsWith('refresh'))).toEqual(['refresh 200']);
  expect(timeline.filter((entry) => entry === 'save 401')).toHaveLength(2);
  expect(timeline.filter((entry) => entry === 'save 200')).toHaveLength(2);
  expect(timeline.indexOf('refresh 200')).toBeLessThan(timeline.indexOf('save 200'));
  expect(await storedToken(page)).not.toBe(tokenAtLogin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});

test('when the refresh itself is refused, the trader is logged out and sent to /login', async ({
  page,
  request,
}) => {
  const timeline = watch(page);
  await logInWithClockPaused(page, DEMO_TRADER);
  // No refresh can be under way (the clock is paused), so the refresh cookie stays gone, as when
  // it expired or was revoked elsewhere.
  await page.context().clearCookies();
  await waitUntilServerRefuses(request, await storedToken(page));

  await currencyToggle(page).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(timeline).toEqual(['save 401', 'refresh 401']);
  await expect.poll(() => storedToken(page)).toBeNull();
});
