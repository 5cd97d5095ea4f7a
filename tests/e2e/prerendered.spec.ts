import { type Browser, expect, test } from '@playwright/test';

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

async function takesOverWithoutError(browser: Browser, paths: readonly string[]): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await page.evaluate((theme) => localStorage.setItem('theme', theme), colorScheme);
    for (const path of paths) {
      await page.goto(path);
      const toggle = page.locator('header button[data-theme]');
      await expect(toggle).toHaveAttribute('data-theme', colorScheme);
      await expect(toggle).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Open Derivo Help chat' })).toBeEnabled();
    }
    expect(problems).toEqual([]);
    await context.close();
  }
}

test('the app takes over every prerendered page without an error, in light and dark', async ({
  browser,
}) => {
  await takesOverWithoutError(
    browser,
    PAGES.map(([path]) => path),
  );
});

test('the app takes over the prerendered /markets frame and its live prices start', async ({
  browser,
  page,
}) => {
  await takesOverWithoutError(browser, [MARKETS[0]]);
  await page.goto(MARKETS[0]);
  await expect(page.getByRole('tab', { name: 'Prices' })).toBeEnabled();
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
