import { expect, test } from '@playwright/test';
import {
  appNavLinks,
  mobileTabLinks,
  type NavLink,
  profileMenuLinks,
} from '../../src/content/navigation.ts';
import { routes } from '../../src/views/routing/routes.ts';
import { signedInTrader } from './support/accounts.ts';
import { expectPagesFitPhones } from './support/phone-fit.ts';

/** A link's text: its label alone (every page is built, so none carries a "soon" label). */
const shown = (links: readonly NavLink[]) => links.map((link) => link.label);

// A fresh trader per test: one test changes the saved display currency.
test.beforeEach(async ({ page, request }) => {
  await signedInTrader(page, request, 'shell');
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header has the six nav links with the current one highlighted', async ({ page }) => {
    await page.goto('/options');
    const nav = page.getByRole('navigation', { name: 'Trading' });
    await expect(nav.getByRole('link')).toHaveText(shown(appNavLinks));
    await expect(nav.getByRole('link', { name: 'Orders' })).not.toContainText('soon');
    await expect(nav.getByRole('link', { name: 'Options' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Positions' }).click();
    await expect(page).toHaveURL(/\/positions$/);
    await expect(nav.getByRole('link', { name: 'Positions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Options' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('funds badge, bell and profile menu', async ({ page }) => {
    await page.goto('/dashboard');
    // '0.00' until the funds arrive, then the trader's ₹0 with the desktop's one decimal.
    await expect(page.getByTestId('funds-badge-desktop')).toHaveText(/^USD0\.00?$/);
    await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
    await expect(page.getByTestId('funds-badge-desktop')).toHaveText(/^INR0(\.00?)?$/);

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('Welcome to Derivo!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Welcome to Derivo!')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeFocused();
    // The welcome notice leads somewhere that works, and the popover closes on the way.
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('link', { name: 'Start with the Trading Guide' }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trading Guide' })).toBeFocused();
    await page.goto('/dashboard');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Profile menu' });
    await expect(menu.getByRole('listitem')).toHaveText([...shown(profileMenuLinks), 'Logout']);
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // The menu closes when its link navigates.
    await expect(menu).toBeHidden();
  });

  test('the header turns solid past 10 px of scroll', async ({ page }) => {
    await page.goto('/dashboard');
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      // Live rows still arriving must not move the scroll position the test sets (scroll anchoring).
      document.documentElement.style.overflowAnchor = 'none';
      document.body.style.overflowAnchor = 'none';
      window.scrollTo(0, 10);
    });
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('Logout ends the session and guarded pages send you to /login again', async ({ page }) => {
    // /wallet: the market screens (/dashboard, …) are open to guests since the market-data issue.
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile header and the five bottom tabs', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Trading' })).toBeHidden();
    await expect(page.getByTestId('funds-badge-phone')).toHaveText(/^USD0(\.00?)?$/);
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs.getByRole('link')).toHaveText(shown(mobileTabLinks));
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: 'Funds' }).click();
    await expect(page).toHaveURL(/\/Wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Futures' }).click();
    await expect(page).toHaveURL(/\/FutureCharts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Charts' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    // The same entries as the desktop profile menu; Escape closes it and gives focus back.
    await expect(menu.getByRole('listitem')).toHaveText([...shown(profileMenuLinks), 'Logout']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('no signed-in page is wider than the phone, at 390 px or at 320 px, even with the longest symbol', async ({
    page,
  }) => {
    // Every signed-in page; the chart with the longest listed symbol on its buttons.
    const pages = routes
      .filter((route) => route.layout !== 'public')
      .map((route) =>
        route.path === '/futureCharts' ? '/futureCharts?symbol=PENDLEUSDT-PERP' : route.path,
      );
    await expectPagesFitPhones(page, pages, 'Menu');
  });
});
