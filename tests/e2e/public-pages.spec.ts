import { expect, test } from '@playwright/test';

/** Every public route: its heading, key texts from the spec, its own title and description. */
const pages = [
  {
    path: '/',
    heading: 'Crypto options and futures, built for traders in India',
    texts: [
      'Start Trading',
      'Designed for Serious Traders',
      'Lightning Fast Trades',
      '24/7 Support',
      '2M+',
      '99.99%',
      '4.8/5',
      'Per-trade adjustable leverage',
      'Liquidation alerts',
      '₹85B',
      '₹58B',
      '₹42B',
      'Why choose Derivo',
    ],
  },
  {
    path: '/about',
    heading: 'About and compliance',
    texts: ['FIU-IND', 'ISO 27001', '95%', 'Start Trading Today'],
  },
  {
    path: '/contact',
    heading: 'Contact us',
    texts: [
      'Email',
      'Phone',
      'Help chat',
      '9AM-7PM Mon-Sat',
      'Indore',
      'Registered office',
      'Send Message',
    ],
  },
  {
    path: '/guide',
    heading: 'Trading Guide',
    texts: [
      'Basics',
      'Analysis',
      'Strategies',
      'Security',
      '5 min read',
      '8 min read',
      '6 min read',
      '10 min read',
      'Security notice',
      'Compliance and risk notice',
      'Launch Trading Dashboard',
    ],
  },
  {
    path: '/api-docs',
    heading: 'The Derivo trading API',
    texts: ['Developer Preview', 'Notify Me', 'Join Waitlist', 'Sandbox with demo funds'],
  },
  {
    path: '/t&c',
    heading: 'Terms and Conditions',
    texts: [
      'Definitions',
      'Introduction',
      'General',
      'Services',
      'Account Usage',
      'Trade Annulment',
      'Account Suspension, Termination or Closure',
      'Appendix: Risk Disclosure',
      'New Delhi',
      '7 days notice',
      '3 business days',
      'INR 10,00,000',
    ],
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    texts: ['What we collect', 'Your rights', '5 years'],
  },
  {
    path: '/help',
    heading: 'Help Center',
    texts: [
      'Deposit & Withdraw Issues',
      'KYC & Verification Issues',
      'Trading Related Questions',
      'Account & Security',
      'Support',
    ],
  },
];

test('every public page shows its heading, key texts, title and description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, heading, texts } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const main = page.locator('main');
    for (const text of texts) {
      await expect(main.getByText(text).filter({ visible: true }).first()).toBeVisible();
    }
    await expect(page).toHaveTitle(path === '/' ? 'Derivo' : /· Derivo$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    descriptions.add(description ?? '');
  }
  expect(descriptions.size).toBe(pages.length);
});

test('the landing page clears stale user data, cached routes and a guest’s auth token', async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(() => {
    localStorage.setItem('userData', '{}');
    localStorage.setItem('cachedRoutes', '[]');
    localStorage.setItem('authToken', 'stale');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['userData', 'cachedRoutes', 'authToken'].map((k) => localStorage.getItem(k)),
      ),
    )
    .toEqual([null, null, null]);
});

test('landing calls to action and the volume chart', async ({ page }) => {
  await page.goto('/');
  const chart = page.getByRole('figure');
  await expect(chart).toContainText('Daily trading volume comparison');
  await expect(chart.getByRole('listitem')).toHaveText([
    /Derivo\s*₹85B/,
    /Indian stock market\s*₹58B/,
    /Others\s*₹42B/,
  ]);
  await page.getByRole('link', { name: 'Start Trading', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the guide tabs switch by click and arrow keys; Launch Trading Dashboard goes to /dashboard', async ({
  page,
}) => {
  await page.goto('/guide');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Basics', 'Analysis', 'Strategies', 'Security']);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Strategies' }).click();
  await expect(panel).toContainText('Set a stop-loss on every trade');
  await expect(panel).toContainText('5-10% below your buy price');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel).toContainText('Spot phishing attempts');
  await page.getByRole('link', { name: 'Launch Trading Dashboard' }).click();
  await expect(page).toHaveURL(/\/(dashboard|login)$/);
});

test('the terms contents link to every section, and the help center is searchable', async ({
  page,
}) => {
  await page.goto('/t&c');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(10);
  await contents.getByRole('link', { name: 'Trade Annulment' }).click();
  await expect(page).toHaveURL(/#trade-annulment$/);
  await expect(page.getByRole('heading', { name: '8. Trade Annulment' })).toBeInViewport();

  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('withdrawal');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toContainText(
    'answers found',
  );
  await expect(page.getByText('How long does a withdrawal take?')).toBeVisible();
  await expect(page.getByText('1 to 24 hours')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trading Related Questions' })).toBeHidden();
  await page.getByRole('searchbox').fill('zebra');
  await expect(page.getByText('No answers match “zebra”')).toBeVisible();
});
