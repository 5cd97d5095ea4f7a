import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { createTrader, logIn } from './support/accounts.ts';

/** A market message; `sentAt` is when the server wrote it (epoch ms, this machine's clock). */
type Message = { type: string; symbol?: string; sentAt?: number };

/** First data can take a while on a loaded CI machine; changes after that are timed strictly. */
const LOAD = { timeout: 15_000 };

/** Texts of every coin price on the dashboard, once all 13 coins are shown. */
async function coinPrices(page: Page): Promise<string[]> {
  const prices = page.getByTestId('coin-price');
  await expect(prices).toHaveCount(13);
  return prices.allInnerTexts();
}

/** Opens the dashboard, live, and waits until a price changes (within `withinMs` of showing). */
async function expectDashboardMoving(page: Page, withinMs = 2_000) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('market-connection')).toHaveAttribute('data-status', 'open', LOAD);
  await expect(page.getByTestId('coin-price')).toHaveCount(13, LOAD);
  await expect(page.getByTestId('coin-price').first()).toHaveAttribute('data-live', 'true');
  await expectPricesMoving(page, withinMs);
}

async function expectPricesMoving(page: Page, withinMs: number) {
  const first = await coinPrices(page);
  await expect
    .poll(async () => (await coinPrices(page)).filter((p, i) => p !== first[i]).length, {
      message: `a dashboard price changes within ${withinMs} ms`,
      timeout: withinMs,
      intervals: [100],
    })
    .toBeGreaterThan(0);
}

async function nearestBtcDate(page: Page): Promise<string[]> {
  const response = await page.request.post('/market/dates', {
    data: { currency: 'BTC', userId: 'g_e2e00' },
  });
  const { dates } = (await response.json()) as { dates: string[] };
  return dates;
}

async function expectNearestChain(page: Page) {
  const dates = await nearestBtcDate(page);
  await page.goto('/options');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveAttribute('data-date', dates[0] as string, LOAD);
  await expect(page.getByTestId('time-to-expiry')).toHaveText(
    new RegExp(`BTC ${dates[0]} · expires in (\\d+h \\d+m|\\d+d \\d+h|Expired)`),
  );
  const atm = page.locator('[data-testid="chain-row"][data-atm="true"]');
  await expect(atm).toHaveCount(1, LOAD);
  await expect(atm).toBeInViewport();
  await expect(atm.getByTestId('call-mark')).toHaveText(/^\$[\d,.]+/);
  await expect(atm.getByTestId('put-mark')).toHaveText(/^\$[\d,.]+/);
  // Strikes below and above the money, each with a call and a put. The money moves with the live
  // underlying, so the rows and the one at the money are read together, until they show both sides.
  await expect
    .poll(() =>
      page.getByTestId('chain-row').evaluateAll((rows) => {
        const strikes = rows.map((row) => Number(row.getAttribute('data-strike')));
        const money = Number(
          rows.find((row) => row.getAttribute('data-atm') === 'true')?.getAttribute('data-strike'),
        );
        return { below: strikes.some((s) => s < money), above: strikes.some((s) => s > money) };
      }),
    )
    .toEqual({ below: true, above: true });
}

// Each test signs in as a trader of its own: market subscriptions and cancel-ws act per user, so
// tests running side by side must not share one.
test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, await createTrader(page.request, 'market'));
  });

  test('dashboard prices change within 2 s of load', async ({ page }) => {
    await expectDashboardMoving(page);
  });

  test('the nearest BTC expiry shows calls and puts around the money with its time to expiry', async ({
    page,
  }) => {
    await expectNearestChain(page);
  });

  test('switching expiry re-subscribes and the old chain stops updating', async ({ page }) => {
    const dates = await nearestBtcDate(page);
    const [oldDate, newDate] = dates as [string, string];
    const sent: Record<string, unknown>[] = [];
    const received: { sentAt: number; symbol: string }[] = [];
    page.on('websocket', (ws) => {
      ws.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload))));
      ws.on('framereceived', ({ payload }) => {
        // A frame is one message or a conflation window's array of updates.
        const parsed = JSON.parse(String(payload)) as Message | Message[];
        for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
          if (message.type === 'symbol-update' && message.symbol && message.sentAt)
            received.push({ sentAt: message.sentAt, symbol: message.symbol });
        }
      });
    });
    await page.goto('/options');
    await expect(page.locator('[data-testid="chain-row"][data-atm="true"]')).toHaveCount(1, LOAD);
    await expect.poll(() => received.some((r) => r.symbol.includes(`-${oldDate}-`))).toBe(true);

    const unsubscribed = page.waitForResponse(
      (r) =>
        r.url().endsWith('/market/unsubscribe') && r.request().postDataJSON()?.date === oldDate,
      LOAD,
    );
    await page.getByRole('tab', { name: new RegExp(`^${newDate}`) }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-date', newDate);
    await expect
      .poll(() => sent.map((m) => `${m.action}:${m.date}`))
      .toEqual(expect.arrayContaining([`unsubscribe:${oldDate}`, `subscribe:${newDate}`]));
    await expect(page.getByTestId('time-to-expiry')).toContainText(`BTC ${newDate}`);
    const rows = page.getByTestId('chain-row');
    await expect(rows.first()).toBeVisible();

    // Once the server has answered the unsubscribe, nothing it writes carries the old chain (frames
    // written before may still be on their way). Two seconds of what it writes from then on.
    expect((await unsubscribed).status()).toBe(200);
    const from = Date.now();
    await expect
      .poll(() => received.some((r) => r.sentAt >= from + 2_000), {
        message: 'updates written 2 s after the unsubscribe',
        ...LOAD,
      })
      .toBe(true);
    const after = received.filter((r) => r.sentAt > from);
    expect(after.some((r) => r.symbol.includes(`-${newDate}-`))).toBe(true);
    expect(after.filter((r) => r.symbol.includes(`-${oldDate}-`))).toEqual([]);
  });

  test('searching futures finds ETH among the 121 contracts', async ({ page }) => {
    await page.goto('/futures');
    await expect(page.getByTestId('futures-count')).toHaveText('121 of 121 contracts', LOAD);
    await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill('ETH');
    const rows = page.getByTestId('futures-row');
    await expect(rows.filter({ hasText: 'ETHUSDT-PERP' })).toHaveCount(1);
    // Symbol or description (Ethena's ENA matches too).
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/eth/i);
    await page.getByRole('searchbox', { name: 'Search futures contracts' }).fill('no-such-coin');
    await expect(page.getByTestId('market-empty')).toBeVisible();
  });

  test('each futures row holds its contract, name and Trade button inside its own height', async ({
    page,
  }) => {
    await page.goto('/futures');
    await expect(page.getByTestId('futures-count')).toHaveText('121 of 121 contracts', LOAD);
    await expect(page.getByTestId('futures-row').first()).toBeVisible();
    const spills = await page.getByTestId('futures-row').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const box = row.getBoundingClientRect();
        return [...row.children].flatMap((cell) => {
          const { top, bottom, height } = cell.getBoundingClientRect();
          return height > 0 && (top < box.top - 0.5 || bottom > box.bottom + 0.5)
            ? [`${row.getAttribute('data-symbol')}: ${height} px in a ${box.height} px row`]
            : [];
        });
      }),
    );
    expect(spills).toEqual([]);
  });

  test('the chart draws candles and its last candle moves', async ({ page }) => {
    await page.goto('/futureCharts');
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-status', 'ready', LOAD);
    await expect(chart.locator('canvas').first()).toBeVisible();
    expect(Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(100);
    const close = await chart.getAttribute('data-last-close');
    await expect(chart).not.toHaveAttribute('data-last-close', close ?? '', { timeout: 5_000 });
  });
});

test.describe('signed in, with a clock the test moves', () => {
  test('a picked expiry that settles leaves the tabs and the chain moves to the next one', async ({
    page,
  }) => {
    await page.clock.install();
    await logIn(page, await createTrader(page.request, 'settle'));
    const dates = await nearestBtcDate(page);
    await page.goto('/options');
    const [first, second] = dates as [string, string];
    await page.getByRole('tab', { name: new RegExp(`^${first}`) }).click(LOAD);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-date', first);

    // 08:00 UTC on the first expiry's day, plus a second; the page learns the time within 10 s
    // (its expiry clock ticks every 10 s), so its clock is run that far.
    const months = 'JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC';
    const [, day, month, year] = /^(\d{1,2})([A-Z]{3})(\d{2})$/.exec(first) ?? [];
    const expiry = Date.UTC(2000 + Number(year), months.indexOf(month ?? '') / 3, Number(day), 8);
    await page.clock.setSystemTime(expiry + 1_000);
    await page.clock.runFor(10_000);

    await expect(page.getByTestId('expiry-settled')).toHaveText(
      `The ${first} expiry settled at 08:00 UTC; showing ${second}, the next one.`,
    );
    await expect(page.getByRole('tab', { name: new RegExp(`^${first}`) })).toHaveCount(0);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-date', second);
    await expect(page.getByTestId('time-to-expiry')).toContainText(`BTC ${second} · expires in`);
    // The next chain is subscribed and shown although the jump passed the access token's lifetime.
    await expect(page.locator('[data-testid="chain-row"][data-atm="true"]')).toHaveCount(1, LOAD);
  });
});

test.describe('signed in, with every socket passing through a proxy that can drop it', () => {
  test('when the server drops every socket the page shows reconnecting and prices resume', async ({
    page,
  }) => {
    const routes: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/market\/ws/, (ws) => {
      ws.connectToServer();
      routes.push(ws);
    });
    await logIn(page, await createTrader(page.request, 'proxy'));
    // Frames pass through Playwright's proxy here: the 2 s rule is checked by the first test.
    await expectDashboardMoving(page, 10_000);
    const status = page.getByTestId('market-connection');
    // What the page shows at every status change (the reconnecting window is about a second).
    await page.evaluate(() => {
      const log: { status: string; notice: string; live: string }[] = [];
      (window as unknown as { statusLog: typeof log }).statusLog = log;
      const badge = document.querySelector('[data-testid="market-connection"]') as Element;
      new MutationObserver(() => {
        requestAnimationFrame(() =>
          log.push({
            status: badge.getAttribute('data-status') ?? '',
            notice: document.querySelector('[data-testid="market-notice"]')?.textContent ?? '',
            live:
              document.querySelector('[data-testid="coin-price"]')?.getAttribute('data-live') ?? '',
          }),
        );
      }).observe(badge, { attributes: true, attributeFilter: ['data-status'] });
    });
    // The server goes away (1012 service restart): an abnormal close for the client.
    for (const route of routes) await route.close({ code: 1012, reason: 'restart' });
    // Backoff 1 s, then a new socket: well within 10 s.
    await expect(status).toHaveAttribute('data-status', 'open', { timeout: 10_000 });
    const log = await page.evaluate(
      () =>
        (window as unknown as { statusLog: { status: string; notice: string; live: string }[] })
          .statusLog,
    );
    expect(log[0]).toEqual({
      status: 'reconnecting',
      notice: expect.stringContaining('Reconnecting'),
      live: 'false',
    });
    expect(log.at(-1)?.status).toBe('open');
    expect(routes.length).toBeGreaterThan(1);
    await expect(page.getByTestId('coin-price').first()).toHaveAttribute('data-live', 'true');
    await expectPricesMoving(page, 10_000);
  });
});

test.describe('signed in, cancelling the market connection', () => {
  test('cancel-ws closes normally: no reconnect, prices marked not live, Reconnect resumes', async ({
    page,
  }) => {
    await logIn(page, await createTrader(page.request, 'cancel-ws'));
    await expectDashboardMoving(page);
    const { userId, token } = await page.evaluate(() => ({
      userId: JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth?.user?.id as string,
      token: localStorage.getItem('authToken'),
    }));
    const cancelled = await page.request.post('/market/cancel-ws', {
      data: { userId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.ok()).toBe(true);
    const status = page.getByTestId('market-connection');
    await expect(status).toHaveAttribute('data-status', 'closed');
    await expect(page.getByTestId('coin-price').first()).toHaveAttribute('data-live', 'false');
    await page.waitForTimeout(1_500);
    await expect(status).toHaveAttribute('data-status', 'closed');
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expect(status).toHaveAttribute('data-status', 'open', LOAD);
    await expect(page.getByTestId('coin-price').first()).toHaveAttribute('data-live', 'true');
  });
});
