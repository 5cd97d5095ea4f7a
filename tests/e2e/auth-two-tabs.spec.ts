import { expect, type Page, test } from '@playwright/test';
import { createTrader, logIn } from './support/accounts.ts';

/**
 * Against the second server of playwright.config.ts, whose access tokens live 4 s. Both tabs'
 * clocks are paused, so neither refreshes on its schedule; once the shared token has expired, both
 * tabs save a currency change at the same moment, both meet a 401 and both want to refresh with
 * the one refresh cookie they share. Rotation with reuse detection would end the session of the
 * tab that came second; the refresh is single-flight across tabs instead.
 */
const shortTokenPort = Number(
  process.env.E2E_SHORT_TOKEN_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1,
);
test.use({ baseURL: `http://127.0.0.1:${shortTokenPort}` });

const isRefresh = (url: string) => url.endsWith('/auth/user-login/refreshAccessToken');
const trading = (page: Page) => page.getByRole('navigation', { name: 'Trading' });
const currencyToggle = (page: Page) =>
  page.getByRole('button', { name: /^Display currency/ }).first();

async function pauseClock(page: Page) {
  await expect(trading(page)).toBeVisible();
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  }).toPass();
}

test('two tabs of one trader refreshing at the same moment both stay signed in', async ({
  context,
  request,
}) => {
  const account = await createTrader(request, 'tabs');
  context.on('page', (p) => {
    const label = String(Math.random()).slice(2, 5);
    p.on('response', (r) => { if (r.url().includes('/auth/') || r.status() >= 400) console.log('DBG', label, r.status(), r.url(), (r.request().headers().authorization ?? '').slice(-8)); });
    p.on('console', (m) => console.log('DBG console', label, m.type(), m.text()));
    p.on('framenavigated', (f) => { if (f === p.mainFrame()) console.log('DBG nav', label, f.url()); });
  });
  const first = await context.newPage();
  await logIn(first, account);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await pauseClock(first);
  await pauseClock(second);
  const token = await first.evaluate(() => localStorage.getItem('authToken'));
  expect(await second.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
  // Wait (on the server's own answer, not a fixed sleep) until the shared token has expired.
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(401);

  const answers: string[] = [];
  context.on('response', (response) => {
    const url = response.url();
    if (isRefresh(url)) answers.push(`refresh ${response.status()}`);
    if (url.endsWith('/auth/update-currency')) answers.push(`save ${response.status()}`);
  });
  await Promise.all([currencyToggle(first).click(), currencyToggle(second).click()]);
  await expect.poll(() => answers.filter((a) => a.startsWith('save 200')).length).toBe(2);

  expect(answers.filter((a) => a.startsWith('refresh'))).toEqual(['refresh 200']);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(trading(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(token);
  }
  // The login session is still on at the server: the shared refresh cookie still works.
  const refreshed = await context.request.post('/api/v1/auth/user-login/refreshAccessToken', {
    data: {},
  });
  expect(refreshed.status()).toBe(200);
});
