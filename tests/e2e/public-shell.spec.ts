import { expect, test } from '@playwright/test';
import { routes } from '../../src/views/routing/routes.ts';
import { expectPagesFitPhones } from './support/phone-fit.ts';

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the public header collapses into a menu that navigates', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeHidden();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();

    await menu.getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Guide' })).toBeVisible();
  });
});

test('no public page is wider than a 390 px or a 320 px phone', async ({ page }) => {
  const pages = routes
    .filter((route) => route.layout === 'public' && route.path !== '/auth/google/callback')
    .map((route) => route.path);
  const marketTabs = ['futures', 'options', 'charts'].map((tab) => `/markets?tab=${tab}`);
  await expectPagesFitPhones(page, [...pages, ...marketTabs], 'Open menu');
});

test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the public header shows the nav links and the account buttons', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await mainNav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await header.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Derivo home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/#features scrolls to the features section', async ({ page }) => {
    await page.goto('/#features');
    await expect(
      page.getByRole('heading', { name: 'Designed for Serious Traders' }),
    ).toBeInViewport();
  });

  test('the footer has its link columns, newsletter box and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Resources' })).toBeVisible();
    await footer.getByRole('heading', { name: 'Newsletter' }).scrollIntoViewIfNeeded();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(footer.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(
      4,
    );
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Derivo. All rights reserved.`,
    );
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/t&c$/);
  });
});

test('pages load with no console errors and no CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/', '/guide', '/t&c', '/login', '/nowhere', '/load']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
