import { expect, type Locator, type Page, test } from '@playwright/test';
import { createTrader } from './support/accounts.ts';
import { TAKEOVER } from './support/takeover.ts';

/** First data can take a while on a loaded CI machine; changes after that are timed strictly. */
const LOAD = { timeout: 15_000 };

async function nearestBtcDate(page: Page): Promise<string> {
  const response = await page.request.post('/market/dates', {
    data: { currency: 'BTC', userId: 'g_e2e01' },
  });
  const { dates } = (await response.json()) as { dates: string[] };
  return dates[0] as string;
}

// No sign-in anywhere here: /markets runs under the guest id of spec section 3.
test.describe('/markets as a guest', () => {
  test('prices change within 2 s, and the landing page links here', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('landing-markets-link').click();
    await expect(page).toHaveURL(/\/markets$/);
    await expect(page.getByRole('tab', { name: 'Prices' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('market-connection')).toHaveAttribute(
      'data-status',
      'open',
      LOAD,
    );
    const prices = page.getByTestId('coin-price');
    await expect(prices).toHaveCount(13, LOAD);
    await expect(prices.first()).toHaveAttribute('data-live', 'true');
    const first = await prices.allInnerTexts();
    await expect
      .poll(async () => (await prices.allInnerTexts()).filter((p, i) => p !== first[i]).length, {
        message: 'a price changes within 2 s',
        timeout: 2_000,
        intervals: [100],
      })
      .toBeGreaterThan(0);
  });

  test('the tabs follow the WAI-ARIA pattern and the nearest BTC chain is live', async ({
    page,
  }) => {
    const nearest = await nearestBtcDate(page);
    await page.goto('/markets');
    const prices = page.getByRole('tab', { name: 'Prices' });
    // The page arrives prerendered: its tabs work once the app has hydrated them.
    await expect(prices).toBeEnabled(TAKEOVER);
    await prices.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const options = page.getByRole('tab', { name: 'Options' });
    await expect(options).toBeFocused();
    await expect(options).toHaveAttribute('aria-selected', 'true');
    // One Tab stop: the selected tab only.
    await expect(page.locator('[role="tablist"][aria-label="Markets"] [tabindex="0"]')).toHaveCount(
      1,
    );

    const expiry = page.getByRole('tab', { selected: true }).and(page.getByTestId('expiry-tab'));
    await expect(expiry).toHaveAttribute('data-date', nearest, LOAD);
    const atm = page.locator('[data-testid="chain-row"][data-atm="true"]');
    await expect(atm).toHaveCount(1, LOAD);
    const mark = atm.getByTestId('call-mark');
    await expect(mark.locator('[data-live]')).toHaveAttribute('data-live', 'true', LOAD);
    await expect(page.getByTestId('time-to-expiry')).toHaveText(
      new RegExp(`BTC ${nearest} · expires in (\\d+h \\d+m|\\d+d \\d+h)$`),
    );
  });

  test('the futures search finds ETH, and a row opens its chart whose last candle moves', async ({
    page,
  }) => {
    await page.goto('/markets?tab=futures');
    await expect(page.getByTestId('futures-count')).toHaveText('121 of 121 contracts', LOAD);
    await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill('ETH');
    const eth = page.getByTestId('futures-row').filter({ hasText: 'ETHUSDT-PERP' });
    await expect(eth).toHaveCount(1);
    await eth.getByRole('link', { name: 'ETHUSDT-PERP' }).click();

    await expect(page).toHaveURL(/\/markets\?tab=charts&symbol=ETHUSDT-PERP$/);
    await expect(page.getByRole('tab', { name: 'Charts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-status', 'ready', LOAD);
    await expect(chart).toHaveAttribute('aria-label', /^ETHUSDT-PERP /);
    expect(Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(100);
    const close = await chart.getAttribute('data-last-close');
    await expect(chart).not.toHaveAttribute('data-last-close', close ?? '', { timeout: 5_000 });
  });

  test('Trade leads to /login and, after sign-in, to the matching page', async ({ page }) => {
    // Sign-up, sign-in and four page loads: more than one default timeout on a busy machine.
    test.slow();
    const account = await createTrader(page.request, 'markets-trade');
    await page.goto('/markets?tab=options');
    await page.getByTestId('trade-link').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-return-to')).toContainText('/options');
    // A newcomer sent here by a trade button is offered the sign-up first.
    await expect(page.getByTestId('login-return-signup')).toHaveAttribute('href', '/signup');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/options$/);
    await expect(page.getByRole('heading', { name: 'Options', level: 1 })).toBeVisible();

    // Signed in, /markets runs under the trader's own id and Trade goes straight to the page.
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto('/markets?tab=futures');
    await expect(page.getByTestId('market-connection')).toHaveAttribute(
      'data-status',
      'open',
      LOAD,
    );
    const traderId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth?.user?.id as string,
    );
    expect(traderId).toBeTruthy();
    expect(sockets.map((url) => new URL(url).searchParams.get('userId'))).toContain(traderId);
    await page.getByTestId('trade-link').click();
    await expect(page).toHaveURL(/\/futures$/);
  });
});

test.describe('/markets on a phone, in INR', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no price in the option chain is cut off, and focus shows the full amount', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('guestCurrencyPreference', 'INR'));
    await page.goto('/markets?tab=options');
    const atm = page.locator('[data-testid="chain-row"][data-atm="true"]');
    await expect(atm).toHaveCount(1, LOAD);
    await expect(page.getByRole('columnheader', { name: 'Strike (USD)' })).toBeVisible();
    await expect(atm.getByTestId('call-mark')).toHaveText(/₹/);
    const cells = page.locator('[data-testid="option-chain"] td, [data-testid="option-chain"] th');
    await expect.poll(() => cells.count(), LOAD).toBeGreaterThan(10);
    const cut = await cells.evaluateAll((all) =>
      all
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => `${cell.textContent} (${cell.scrollWidth} > ${cell.clientWidth})`),
    );
    expect(cut).toEqual([]);
    const amount = atm.getByTestId('compact-inr').first();
    await amount.focus();
    expect(await amount.getAttribute('data-full')).toMatch(/^₹[\d,]+\.\d{2}$/);
    await expect(amount).toContainText(/₹[\d,.]+/);

    // The chat launcher never floats over the chain's last column: at the top of the page and at
    // its end, it is either tucked away or clear of every last-column cell on screen.
    const launcher = page.getByRole('button', { name: /chat$/, includeHidden: true });
    for (const scrollTo of [0, 'end'] as const) {
      await page.evaluate((y) => {
        window.scrollTo(0, y === 'end' ? document.documentElement.scrollHeight : y);
      }, scrollTo);
      await expect.poll(() => launcherOverLastColumn(page, launcher), LOAD).toEqual([]);
    }
    await expect(launcher).toBeVisible();
  });
});

/** The last-column cells (as clipped by the chain's scroller) that the visible launcher covers. */
async function launcherOverLastColumn(page: Page, launcher: Locator): Promise<string[]> {
  const box = await launcher.evaluate((button) => {
    const style = getComputedStyle(button);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return null;
    const r = button.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  if (box === null) return [];
  return page.locator('[data-testid="option-chain"] tr > :last-child').evaluateAll(
    (cells, launcherBox) =>
      cells.flatMap((cell) => {
        const scroller = cell.closest('table')?.parentElement?.getBoundingClientRect();
        const r = cell.getBoundingClientRect();
        const top = Math.max(r.top, scroller?.top ?? r.top);
        const bottom = Math.min(r.bottom, scroller?.bottom ?? r.bottom);
        const left = Math.max(r.left, scroller?.left ?? r.left);
        const right = Math.min(r.right, scroller?.right ?? r.right);
        const overlaps =
          top < bottom &&
          left < right &&
          left < launcherBox.right &&
          right > launcherBox.left &&
          top < launcherBox.bottom &&
          bottom > launcherBox.top;
        return overlaps ? [`${cell.textContent} at ${Math.round(top)}`] : [];
      }),
    box,
  );
}
