import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { type Account, DEMO_TRADER } from './support/accounts.ts';
import { pauseClock } from './support/clock.ts';
import { currencyToggle } from './support/display-currency.ts';

/**
 * Runs against the second server of playwright.config.ts, whose access tokens live 4 s. The page's
 * clock stops before the login is sent and only moves when the test moves it, so the session's
 * scheduled refresh (due at half a 4 s token's remaining life) does not run: the token expires
 * under the app the way it does in a sleeping laptop or a throttled background tab, and requests
 * meet a 401.
 */
const shortTokenPort = Number(
  process.env.E2E_SHORT_TOKEN_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1,
);
test.use({ baseURL: `http://127.0.0.1:${shortTokenPort}` });

const TOKEN_LIFETIME_MS = 4_000;
const CLOCK_STEP_MS = 50;

const isRefresh = (url: string) => url.endsWith('/auth/user-login/refreshAccessToken');

/** Every refresh and currency-save answer in the order they arrive, and the requests in flight. */
function watch(page: Page) {
  const timeline: string[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    const url = response.url();
    if (isRefresh(url)) timeline.push(`refresh ${response.status()}`);
    if (url.endsWith('/auth/update-currency')) timeline.push(`save ${response.status()}`);
  });
  return { timeline, inFlight };
}

/**
 * Signs in with the page's clock paused from just before the click (the clock must run on the login
 * page: the app boots on timers). The dashboard needs page time to show (React holds a suspended
 * page back 300 ms): the clock is moved 50 ms at a time, and only while nothing is loading, so a
 * slow download does not use up page time.
 */
async function logInWithClockPaused(page: Page, account: Account, inFlight: Set<Request>) {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const tradingNav = page.getByRole('navigation', { name: 'Trading' });
  for (;;) {
    await expect.poll(() => inFlight.size, { message: 'the dashboard’s requests' }).toBe(0);
    if (await tradingNav.isVisible()) return;
    await page.clock.runFor(CLOCK_STEP_MS);
  }
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/**
 * Waits (in real time: the server's clock) until the token the app holds is one the server refuses,
 * with none of the page's requests under way. On a slow machine the dashboard's first requests can
 * leave after the login's token has expired, meet a 401 and refresh it (and the clock steps that
 * let the dashboard show may reach the scheduled refresh): the token is read again at every check,
 * so a new one is waited out too. A token lives 4 s: a few lifetimes at most.
 */
async function waitUntilHeldTokenRefused(
  page: Page,
  request: APIRequestContext,
  inFlight: Set<Request>,
) {
  await expect
    .poll(
      async () => {
        if (inFlight.size > 0) return `${inFlight.size} requests in flight`;
        const token = await storedToken(page);
        const me = await request.get('/api/v1/auth/me', {
          headers: { authorization: `Bearer ${token}` },
        });
        return inFlight.size > 0 ? 'a request left meanwhile' : me.status();
      },
      { message: 'the token the app holds to expire', timeout: 3 * TOKEN_LIFETIME_MS + 5_000 },
    )
    .toBe(401);
}

/** From the saves' first 401 on: what the expired token led to. */
const fromFirstRefusedSave = (timeline: string[]) => {
  expect(timeline).toContain('save 401');
  return timeline.slice(timeline.indexOf('save 401'));
};

/**
 * Signs the demo trader in with the page's clock paused and waits until the token the app holds is
 * refused; returns the timeline of refresh and save answers (watch) from the sign-in on.
 */
async function demoTraderWithTokenRefused(page: Page, request: APIRequestContext) {
  const { timeline, inFlight } = watch(page);
  await logInWithClockPaused(page, DEMO_TRADER, inFlight);
  await waitUntilHeldTokenRefused(page, request, inFlight);
  return timeline;
}

test('past the access token’s expiry, requests keep working through exactly one refresh', async ({
  page,
  request,
}) => {
  const timeline = await demoTraderWithTokenRefused(page, request);
  const expiredToken = await storedToken(page);

  // Two clicks in one task, so both saves leave with the expired token before either answers.
  await currencyToggle(page).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect.poll(() => timeline.filter((entry) => entry.startsWith('save')).length).toBe(4);
  // Both saves were refused, one refresh ran, and both saves went through with the new token.
  const afterExpiry = fromFirstRefusedSave(timeline);
  expect(afterExpiry.filter((entry) => entry.startsWith('refresh'))).toEqual(['refresh 200']);
  expect(afterExpiry.filter((entry) => entry === 'save 401')).toHaveLength(2);
  expect(afterExpiry.filter((entry) => entry === 'save 200')).toHaveLength(2);
  expect(afterExpiry.indexOf('refresh 200')).toBeLessThan(afterExpiry.indexOf('save 200'));
  expect(await storedToken(page)).not.toBe(expiredToken);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});

test('when the refresh itself is refused, the trader is logged out and sent to /login', async ({
  page,
  request,
}) => {
  const timeline = await demoTraderWithTokenRefused(page, request);
  // Nothing is under way and the paused clock starts nothing, so the refresh cookie stays gone, as
  // when it expired or was revoked elsewhere.
  await page.context().clearCookies();

  await currencyToggle(page).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(fromFirstRefusedSave(timeline)).toEqual(['save 401', 'refresh 401']);
  await expect.poll(() => storedToken(page)).toBeNull();
});
