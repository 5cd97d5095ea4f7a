import { expect, type Page, test } from '@playwright/test';
import { signedInTrader } from './support/accounts.ts';

// Every other journey blocks the worker (playwright.config.ts): here it runs.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** The width and height a PNG's header gives. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** Waits for the worker to activate, then reloads so that it controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL;
  });
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controller).toMatch(/\/sw\.js$/);
}

test('the app is installable: a linked manifest with the name, start page, standalone display, theme and icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({
    name: 'Derivo',
    short_name: 'Derivo',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body())).toBe(icon.sizes);
  }
  const themes = page.locator('meta[name="theme-color"]');
  await expect(themes).toHaveCount(2);
  expect(await themes.evaluateAll((metas) => metas.map((m) => m.getAttribute('media')))).toEqual([
    '(prefers-color-scheme: light)',
    '(prefers-color-scheme: dark)',
  ]);
});

test('offline, the landing page opens from the worker’s cache instead of the browser’s error page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: '.tmp/pwa-offline-landing.png' });
});

test('offline, the dashboard opens from the worker’s cache instead of the browser’s error page; API calls are never cached', async ({
  page,
  context,
  request,
}) => {
  await signedInTrader(page, request, 'pwa');
  await page.goto('/dashboard');
  await controlledByWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const key of await (await caches.open(name)).keys())
        urls.push(new URL(key.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/');
  expect(cached.filter((path) => /^\/(api|market|funds|backend|stream)(\/|$)/.test(path))).toEqual(
    [],
  );
  await context.setOffline(true);
  await page.reload();
  await page.screenshot({ path: '.tmp/pwa-offline-dashboard.png' });
  // The app's own document and root, not Chromium's error page.
  await expect(page).toHaveTitle(/Derivo/);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(page.url()).toMatch(/\/dashboard$/);
});
