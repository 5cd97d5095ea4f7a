import { expect, test } from '@playwright/test';
import { signedInTrader } from './support/accounts.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('a code chunk that fails to load (a deploy replaced the build) shows "A new version is available: Reload" with the header and navigation still there', async ({
  page,
  request,
}) => {
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`console: ${m.text().slice(0, 300)}`);
  });
  await signedInTrader(page, request, 'deploy');
  const nav = page.getByRole('navigation', { name: 'Trading' });
  await nav.waitFor();
  // The old build's Positions chunk is gone from the server.
  await page.route(/\/assets\/PositionsPage-[^/]+\.js$/, (route) => route.abort('failed'));
  await nav.getByRole('link', { name: 'Positions' }).click();

  const banner = page.getByTestId('new-version-banner');
  await expect(banner).toContainText('A new version is available:');
  await expect(banner.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not load' }),
  ).toBeVisible();
  // Not a blank page: the header, its navigation and the other pages still work.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order book' })).toBeVisible();
  await expect(banner).toBeVisible();

  // Reload loads the new build (here the same server with the route restored).
  await page.unroute(/\/assets\/PositionsPage-[^/]+\.js$/);
  await nav.getByRole('link', { name: 'Positions' }).click();
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByTestId('new-version-banner')).toHaveCount(0);
});
