import { type Browser, expect, test } from '@playwright/test';
import { cspHashSource } from '../support/csp-hash-source.ts';
import { TAKEOVER } from './support/takeover.ts';

const PAGES = [
  ['/', 'Crypto options and futures, built for traders in India'],
  ['/about', 'About'],
  ['/contact', 'Contact us'],
  ['/guide', 'Trading Guide'],
  ['/api-docs', 'API'],
  ['/t&c', 'Terms and Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/help', 'Help Center'],
] as const;
/** The live markets page: its frame is prerendered, its data arrives after hydration. */
const MARKETS = ['/markets', 'Markets'] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page arrives as HTML with its heading, title, styles and links', async ({
    page,
  }) => {
    for (const [path, heading] of [...PAGES, MARKETS]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page).toHaveTitle(/Derivo/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe('');
      // Styled: the header is laid out as a bar, not as unstyled text.
      const header = await page.locator('header').first().boundingBox();
      expect(header?.height).toBeLessThan(120);
      await expect(page.getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute(
        'href',
        '/signup',
      );
    }
    // Buttons that need the app wait for it rather than doing nothing.
    await expect(page.getByRole('button', { name: 'Open Derivo Help chat' })).toBeDisabled();
  });
});

test.describe('the inline theme script and styles', () => {
  test.use({ javaScriptEnabled: false });

  test('are the only inline code the policy allows, each by its hash, and nothing blocks the paint', async ({
    page,
  }) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const policies = new Set<string | undefined>();
    for (const [path] of [...PAGES, MARKETS]) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      policies.add(response?.headers()['content-security-policy']);
      // What the browser parsed, as it hashes it, and what is left in the head for the first
      // paint to wait on: no stylesheet link but the disabled markers, no synchronous script.
      const parsed = await page.evaluate(() => ({
        scripts: [...document.querySelectorAll('script:not([src])')].map((e) => e.textContent),
        styles: [...document.querySelectorAll('style')].map((e) => e.textContent),
        blocking: document.querySelectorAll(
          'link[rel="stylesheet"]:not([disabled]), script[src]:not([type="module"])',
        ).length,
      }));
      expect(parsed.scripts).toHaveLength(1);
      expect(parsed.styles.length).toBeGreaterThan(0);
      expect(parsed.blocking).toBe(0);
      for (const text of parsed.scripts) scripts.add(cspHashSource(text ?? ''));
      for (const text of parsed.styles) styles.add(cspHashSource(text ?? ''));
    }
    expect(policies.size).toBe(1);
    const csp = new Map(
      ([...policies][0] ?? '').split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(csp.get('script-src')).toEqual(["'self'", ...[...scripts].sort()]);
    expect(csp.get('style-src')).toEqual(["'self'", ...[...styles].sort()]);
    expect([...policies][0]).not.toMatch(/unsafe-inline|unsafe-hashes|nonce-/);
  });
});

test('a prerendered page paints styled, in the stored theme, from its HTML alone', async ({
  browser,
}) => {
  const backgrounds: Record<string, string> = {};
  for (const theme of ['dark', 'light'] as const) {
    // The system prefers the other theme: only the inline theme script can apply the stored one.
    const context = await browser.newContext({
      colorScheme: theme === 'dark' ? 'light' : 'dark',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('theme', stored), theme);
    const fetched: string[] = [];
    await page.route('**/*', async (route) => {
      if (route.request().isNavigationRequest()) return route.continue();
      fetched.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto('/guide');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trading Guide');
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    else await expect(page.locator('html')).not.toHaveClass(/dark/);
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height).toBeLessThan(120);
    backgrounds[theme] = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(backgrounds[theme]).not.toBe('rgba(0, 0, 0, 0)');
    // No stylesheet was asked for: the disabled links are markers, never fetched.
    expect(fetched.filter((path) => path.endsWith('.css') || path === '/theme-boot.js')).toEqual(
      [],
    );
    await context.close();
  }
  expect(backgrounds.dark).not.toBe(backgrounds.light);
});

test('after the app takes over, it fetches no stylesheet the page already carries inline', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/t&c');
  await expect(page.getByRole('button', { name: 'Open Derivo Help chat' })).toBeEnabled();
  const inline = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(inline.length).toBeGreaterThan(1);
  expect(stylesheets.filter((path) => inline.includes(path))).toEqual([]);
});

type ColorScheme = 'light' | 'dark';

async function takesOverWithoutError(
  browser: Browser,
  paths: readonly string[],
  colorScheme: ColorScheme,
): Promise<void> {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own word when it blocks the app's service worker (playwright.config.ts).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await page.evaluate((theme) => localStorage.setItem('theme', theme), colorScheme);
  for (const path of paths) {
    await page.goto(path);
    const toggle = page.locator('header button[data-theme]');
    await expect(toggle).toHaveAttribute('data-theme', colorScheme, TAKEOVER);
    await expect(toggle).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Open Derivo Help chat' })).toBeEnabled();
  }
  expect(problems).toEqual([]);
  await context.close();
}

// One test per theme: eight pages taken over twice came close to the 30 s limit on a busy machine.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the app takes over every prerendered page without an error, in ${colorScheme}`, async ({
    browser,
  }) => {
    await takesOverWithoutError(
      browser,
      PAGES.map(([path]) => path),
      colorScheme,
    );
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the app takes over the prerendered /markets frame without an error, in ${colorScheme}`, async ({
    browser,
  }) => {
    await takesOverWithoutError(browser, [MARKETS[0]], colorScheme);
  });
}

test('the live prices start on the prerendered /markets frame', async ({ page }) => {
  await page.goto(MARKETS[0]);
  await expect(page.getByRole('tab', { name: 'Prices' })).toBeEnabled(TAKEOVER);
  await expect(page.getByTestId('coin-price')).toHaveCount(13, { timeout: 15_000 });
});

test('text typed in the help search before the app loads still filters the answers', async ({
  page,
}) => {
  // Hold the app's scripts back, as a slow network does, while the prerendered page is usable.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/help', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('withdrawal');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toContainText(
    'answers found',
  );
  await expect(page.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue(
    'withdrawal',
  );
});
