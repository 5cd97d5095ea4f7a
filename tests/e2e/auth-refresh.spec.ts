import { expect, type Page, type Request, test } from '@playwright/test';
import { DEMO_TRADER, logIn } from './support/accounts.ts';

/**
 * Runs against the second server of playwright.config.ts, whose access tokens live 4 s. Once the
 * trader is in, the page's clock is paused, so the session's scheduled refresh cannot run: the
 * token expires under the app the way it does in a sleeping laptop or a throttled background tab,
 * and requests meet a 401.
 */
const shortTokenPort = Number(
  process.env.E2E_SHORT_TOKEN_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1,
);
test.use({ baseURL: `http://127.0.0.1:${shortTokenPort}` });

const TOKEN_LIFETIME_MS = 4_000;

/** Pauses the page's clock just ahead of its own time; retried when a slow machine lets that moment pass first. */
async function pauseClock(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Trading' })).toBeVisible();
  await expect(async () => {
    // pauseAt jumps to that moment and fires what falls due before it: the session's refresh of a
    // 4 s token is due 2 s after it, so the jump stays short.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  }).toPass();
}

const isRefresh = (url: string) => url.endsWith('/auth/user-login/refreshAccessToken');

/** Every refresh and currency-save answer in the order they arrive, and the refreshes still in flight. */
function watch(page: Page) {
  const timeline: string[] = [];
  const refreshesInFlight = new Set<Request>();
  page.on('request', (request) => {
    if (isRefresh(request.url())) refreshesInFlight.add(request);
  });
  page.on('requestfinished', (request) => refreshesInFlight.delete(request));
  page.on('requestfailed', (request) => refreshesInFlight.delete(request));
  page.on('response', (response) => {
    const url = response.url();
    if (isRefresh(url)) timeline.push(`refresh ${response.status()}`);
    if (url.endsWith('/auth/update-currency')) timeline.push(`save ${response.status()}`);
  });
  return { timeline, refreshesInFlight };
}

/**
 * Drops the refresh cookie for good. A scheduled refresh that left before the clock paused would
 * set a fresh cookie when it answers, so the cookie is cleared once no refresh is in flight and
 * checked to stay gone.
 */
async function dropRefreshCookie(page: Page, refreshesInFlight: Set<Request>) {
  await expect(async () => {
    expect(refreshesInFlight.size).toBe(0);
    await page.context().clearCookies();
    await page.waitForTimeout(250);
    expect(refreshesInFlight.size).toBe(0);
    expect(await page.context().cookies()).toEqual([]);
  }).toPass();
}

const currencyToggle = (page: Page) =>
  page.getByRole('button', { name: /^Display currency/ }).first();

test('past the access token’s expiry, requests keep working through exactly one refresh', async ({
  page,
}) => {
  await page.clock.install();
  const { timeline } = watch(page);
  await logIn(page, DEMO_TRADER);
  await pauseClock(page);
  const tokenAtPause = await page.evaluate(() => localStorage.getItem('authToken'));

  await page.waitForTimeout(TOKEN_LIFETIME_MS + 1_000);
  // Two clicks in one task, so both saves leave with the expired token before either answers.
  await currencyToggle(page).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect.poll(() => timeline.filter((entry) => entry.startsWith('save')).length).toBe(4);
  // From the first 401 on (a scheduled refresh before the pause does not count): both saves were
  // refused, one refresh ran, and both saves went through with the new token.
  const afterExpiry = timeline.slice(timeline.indexOf('save 401'));
  expect(afterExpiry.filter((entry) => entry.startsWith('refresh'))).toEqual(['refresh 200']);
  expect(afterExpiry.filter((entry) => entry === 'save 401')).toHaveLength(2);
  expect(afterExpiry.filter((entry) => entry === 'save 200')).toHaveLength(2);
  expect(afterExpiry.indexOf('refresh 200')).toBeLessThan(afterExpiry.indexOf('save 200'));
  const tokenAfter = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(tokenAfter).not.toBe(tokenAtPause);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});

test('when the refresh itself is refused, the trader is logged out and sent to /login', async ({
  page,
}) => {
  await page.clock.install();
  const { timeline, refreshesInFlight } = watch(page);
  await logIn(page, DEMO_TRADER);
  await pauseClock(page);
  await dropRefreshCookie(page, refreshesInFlight); // as when it expired, or was revoked elsewhere

  await page.waitForTimeout(TOKEN_LIFETIME_MS + 1_000);
  await currencyToggle(page).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(timeline.slice(timeline.indexOf('save 401'))).toContain('refresh 401');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
