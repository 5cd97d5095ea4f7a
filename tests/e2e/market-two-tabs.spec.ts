import { expect, type Page, test } from '@playwright/test';
import { createTrader, logIn } from './support/accounts.ts';

const LOAD = { timeout: 15_000 };

interface Received {
  type: string;
  category?: string;
  symbol?: string;
  /** When the server wrote it (epoch ms, this machine's clock). */
  sentAt: number;
}

/** Every message the page's market sockets receive (a window frame's updates one by one). */
function recordMarket(page: Page): Received[] {
  const received: Received[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/market/ws')) return;
    socket.on('framereceived', ({ payload }) => {
      const parsed = JSON.parse(String(payload)) as Received | Received[];
      for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
        received.push(message);
      }
    });
  });
  return received;
}

const initialData = (received: Received[]) => received.filter((m) => m.type === 'initial-data');
const dashboardUpdates = (received: Received[]) =>
  received.filter((m) => m.type === 'symbol-update' && m.category === 'dashboard');

/** Waits for the dashboard to be live and its subscription confirmed over REST. */
async function openDashboard(page: Page, received: Received[]) {
  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/market/subscribe') && r.status() === 200,
    LOAD,
  );
  if (!page.url().endsWith('/dashboard')) await page.goto('/dashboard');
  await subscribed;
  await expect(page.getByTestId('market-connection')).toHaveAttribute('data-status', 'open', LOAD);
  await expect(page.getByTestId('coin-price')).toHaveCount(13, LOAD);
  // Past the subscription's answer, a few windows of updates: a late duplicate would be here.
  await expect.poll(() => dashboardUpdates(received).length, LOAD).toBeGreaterThan(20);
}

test('two tabs of one trader: one initial-data each per subscription; one leaving keeps the other live', async ({
  context,
}) => {
  test.setTimeout(60_000);
  const tabA = await context.newPage();
  const fromA = recordMarket(tabA);
  await logIn(tabA, await createTrader(tabA.request, 'two-tabs'));
  await openDashboard(tabA, fromA);

  const tabB = await context.newPage();
  const fromB = recordMarket(tabB);
  await openDashboard(tabB, fromB);

  for (const received of [fromA, fromB]) {
    const snapshots = initialData(received).map((m) => `${m.category}:${m.symbol}`);
    expect(snapshots).toEqual(['dashboard:dashboard']);
  }
  // Tab B's subscription did not reach tab A's socket.
  expect(initialData(fromA)).toHaveLength(1);

  // Tab A leaves the dashboard (for the futures list); tab B keeps its prices.
  const unsubscribed = tabA.waitForResponse((r) => r.url().endsWith('/market/unsubscribe'), LOAD);
  await tabA.getByRole('link', { name: 'Futures', exact: true }).first().click();
  await expect(tabA).toHaveURL(/\/futures$/);
  expect((await unsubscribed).status()).toBe(200);
  const leftAt = Date.now();

  // Timed by when the server wrote each update, so a busy browser's late delivery does not count.
  await expect
    .poll(() => dashboardUpdates(fromB).filter((m) => m.sentAt > leftAt + 5_000).length, {
      message: 'tab B still receives dashboard updates 5 s after tab A left',
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const after = dashboardUpdates(fromB)
    .filter((m) => m.sentAt > leftAt)
    .map((m) => m.sentAt);
  const gaps = after.slice(1).map((at, i) => at - (after[i] ?? at));
  expect(Math.max(after[0] ? after[0] - leftAt : 0, ...gaps)).toBeLessThan(1_500);
  await expect(tabB.getByTestId('coin-price').first()).toHaveAttribute('data-live', 'true');
  // Tab A's futures never reach tab B.
  expect(fromB.some((m) => m.category === 'futures')).toBe(false);
});
