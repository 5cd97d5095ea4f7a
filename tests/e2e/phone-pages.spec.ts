import { expect, type Page, test } from '@playwright/test';
import { BTC, traderWithOrderAndPositions } from './support/open-book.ts';
import { PHONE_WIDTHS } from './support/phone-fit.ts';

const LOAD = { timeout: 20_000 } as const;
const SHOTS = 'docs/screenshots';

/** The public header's and footer's pages. */
const PUBLIC_ROUTES = [
  '/markets',
  '/help',
  '/',
  '/about',
  '/guide',
  '/api-docs',
  '/contact',
  '/t&c',
  '/privacy',
] as const;

/**
 * The routes of the spec's navigation: the signed-in header's links, the bottom tabs with their
 * spelling, the profile menu, and the public header's and footer's pages, visited signed in.
 */
const ROUTES = [
  '/dashboard',
  '/futureCharts',
  '/FutureCharts',
  '/options',
  '/futures',
  '/orders',
  '/positions',
  '/wallet',
  '/Wallet',
  '/profile',
  '/settings',
  '/referral',
  '/kyc',
  ...PUBLIC_ROUTES,
] as const;

/** The signed-in shell's pages (the header's menu and the bottom tabs); the rest are public. */
const PUBLIC = new Set<string>(PUBLIC_ROUTES);

/** What each route shows of the trader's book once its data is in (the page is judged then). */
const SHOWS: Partial<Record<(typeof ROUTES)[number], (page: Page) => Promise<void>>> = {
  '/orders': (page) => expect(page.getByRole('row').filter({ hasText: BTC })).toHaveCount(1, LOAD),
  '/positions': (page) =>
    expect(page.getByRole('heading', { name: BTC, exact: true })).toBeVisible(LOAD),
  '/options': (page) =>
    expect(page.locator('[data-testid="chain-row"][data-atm="true"]')).toHaveCount(1, LOAD),
  '/futureCharts': (page) => expect(page.getByTestId('ticker-last')).toHaveText(/\d/, LOAD),
};

/** How far the page reaches past the screen's right edge, and what reaches there. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const scrolling = document.scrollingElement as Element;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 1) return false;
        // Inside a box that scrolls sideways on its own (a wide table's frame) is fine.
        for (
          let up = el.parentElement;
          up !== null && up !== document.body;
          up = up.parentElement
        ) {
          const style = getComputedStyle(up);
          if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: scrolling.scrollWidth, innerWidth: width, wide };
  });

/** The fixed header and the tab bar are wholly on the screen. */
async function expectShellOnScreen(page: Page, route: string, width: number) {
  await expect
    .soft(page.getByRole('button', { name: 'Menu' }), `${route} menu at ${width}`)
    .toBeInViewport({
      ratio: 1,
    });
  for (const part of [
    page.getByRole('banner').first(),
    page.getByRole('navigation', { name: 'Tabs' }),
  ]) {
    const box = await part.boundingBox();
    expect.soft(box, `${route} at ${width}: header and tabs shown`).not.toBeNull();
    if (box === null) continue;
    expect.soft(box.x, `${route} at ${width}`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${route} at ${width}`).toBeLessThanOrEqual(width + 0.5);
    expect.soft(box.y, `${route} at ${width}`).toBeGreaterThanOrEqual(0);
    expect
      .soft(box.y + box.height, `${route} at ${width}`)
      .toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 0.5);
  }
}

test('every page of the navigation fits a 390 and a 320 px phone with an open order, a futures position and an option position; the header and tabs stay on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const { option } = await traderWithOrderAndPositions(page, request, 'phone-pages');

  const failures: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);
      await SHOWS[route as keyof typeof SHOWS]?.(page);
      if (route === '/positions') {
        await expect(page.getByRole('heading', { name: option, exact: true })).toBeVisible(LOAD);
      }
      // At the top and scrolled to the end, the page is no wider than the phone.
      for (const end of [false, true]) {
        if (end) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const fit = await overflow(page);
        if (fit.scrollWidth > fit.innerWidth) {
          failures.push(
            `${route} at ${width} px: ${fit.scrollWidth} px wide (${fit.wide.join('; ')})`,
          );
        }
        if (PUBLIC.has(route)) continue;
        await expectShellOnScreen(page, route, width);
      }
    }
  }
  // In rupees the figures are longer (₹80,71,817.60): the pages of the trader's book still fit.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Display currency USD. Switch to INR' }).click();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    for (const route of [
      '/dashboard',
      '/orders',
      '/positions',
      '/wallet',
      '/futureCharts',
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);
      await SHOWS[route as keyof typeof SHOWS]?.(page);
      const fit = await overflow(page);
      if (fit.scrollWidth > fit.innerWidth) {
        failures.push(
          `${route} in INR at ${width} px: ${fit.scrollWidth} px wide (${fit.wide.join('; ')})`,
        );
      }
      await expectShellOnScreen(page, `${route} in INR`, width);
    }
  }
  await page.getByRole('button', { name: 'Display currency INR. Switch to USD' }).click();
  expect(failures).toEqual([]);

  // The wallet on a 390 px phone, light and dark.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wallet');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible(LOAD);
  await expect(page.getByTestId('order-toast')).toHaveCount(0, LOAD);
  await page.screenshot({ path: `${SHOTS}/wallet-390-light.png` });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: `${SHOTS}/wallet-390-dark.png` });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The narrowest phone's header with all seven controls, light and dark.
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/dashboard-320-light.png` });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.screenshot({ path: `${SHOTS}/dashboard-320-dark.png` });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});
