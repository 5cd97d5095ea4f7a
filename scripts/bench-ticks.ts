/**
 * npm run bench:ticks — what a trader sees when the market is busy.
 *
 * Runs the real market module (the same hub, conflation and socket as the exchange) with its
 * bench-only knob MARKET_BENCH_EVENTS_PER_S, so the market itself generates 1,000 / 5,000 /
 * 20,000 / 100,000 events per second on the instruments the page listens to (nothing is injected
 * into the page). Serves the built app (its own copy in .tmp/bench-dist), opens /options (the
 * nearest BTC chain) and /dashboard (13 coins) in headless Chromium and measures in the page, with
 * no hooks in the app: frame intervals (requestAnimationFrame), long tasks over 50 ms
 * (PerformanceObserver), and the age of an update when painted: a probe cell (the at-the-money
 * call's mark, BTC's price) changes its text (MutationObserver), the next frame marks it painted,
 * and age = paint time − the market event time (`lastUpdated`) of the newest update of that
 * instrument the page had received (same machine clock).
 *
 *   npm run bench:ticks [-- --seconds 8 --rates 1000,5000,20000,100000 --build]
 *   (BENCH_PROFILE=1 prints the hottest functions of each run)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium } from 'playwright-core';
import { buildMarketApp } from '../server/modules/market/standalone.ts';
import { chromiumFlags, findBrowser } from './find-browser.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const SECONDS = Number(arg('seconds', '8'));
const WARMUP_MS = 2_000;
const RATES = arg('rates', '1000,5000,20000,100000').split(',').map(Number);
/** Its own build, so a concurrent `vite build` of dist/ cannot pull files away mid-run. */
const DIST = join(process.cwd(), '.tmp', 'bench-dist');

if (args.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
  execFileSync('node', ['--import', 'tsx', 'scripts/build.ts', '--outDir', DIST], {
    stdio: 'inherit',
  });
}

// ---------------------------------------------------------------- the market and the app
const BENCH_USER = 'bench-trader';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

interface BenchServer {
  app: FastifyInstance;
  origin: string;
  /** Market events published on listened channels since the last call. */
  takeEvents(): number;
}

/**
 * The market module with the knob at `rate`, the built app for every other path, and the
 * accounts side stood in for: the page's stored session names BENCH_USER, which the market's
 * auth hook vouches for (there are no accounts here; /api answers 401).
 */
async function startBenchServer(rate: number): Promise<BenchServer> {
  const app = await buildMarketApp({
    NODE_ENV: 'production',
    // What a production start requires (server/config-production.ts); nothing here uses them.
    SECRETS_KEY: 'ab'.repeat(32),
    SMTP_URL: 'smtp://127.0.0.1:9',
    TRUST_PROXY: '0',
    KYC_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_KYC: '1',
    DEMO_FUNDS: '1',
    MARKET_BENCH_EVENTS_PER_S: String(rate),
    MARKET_WS_RATE_LIMIT: '100000',
    MARKET_REST_RATE_LIMIT: '100000',
  });
  app.decorate('authenticateOptional', async () => ({ userId: BENCH_USER }));
  // The app checks a restored session with GET /auth/me: the stand-in accounts side vouches for it.
  app.get('/api/v1/auth/me', async () => ({
    user: {
      userId: BENCH_USER,
      email: 'bench@derivo.local',
      fullname: 'Bench Trader',
      is_verified: true,
      isEmailVerified: true,
      profileComplete: true,
      currency: 'USD',
    },
  }));
  // The chain's page reads the trader's positions (for the strikes held): the bench trader has none.
  app.get('/api/v1/positions', async () => ({ positions: [], totalPNL: 0, totalInvested: 0 }));
  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/')) return reply.code(401).send({ message: 'bench server' });
    const path = normalize(join(DIST, url.pathname));
    const file =
      path.startsWith(DIST) && existsSync(path) && extname(path) ? path : join(DIST, 'index.html');
    return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(readFileSync(file));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const service = app.market;
  let events = 0;
  const publish = service.hub.publish.bind(service.hub);
  service.hub.publish = (key, update) => {
    events += 1;
    return publish(key, update);
  };
  return {
    app,
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    takeEvents: () => {
      const taken = events;
      events = 0;
      return taken;
    },
  };
}

// ---------------------------------------------------------------- measuring in the page
/**
 * Runs in the page before the app: frames, long tasks, received messages and probe paints. Plain
 * JavaScript in a string: a transpiled function would carry helpers the page does not have.
 */
const instrumentSource = `(probe) => {
  const frames = [];
  const longTasks = [];
  const ages = [];
  let received = 0;
  let updates = 0;
  let probeEvent = 0;
  let resetAt = 0;
  window.__bench = {
    frames, longTasks, ages,
    received: () => received,
    updates: () => updates,
    reset: () => { frames.length = 0; longTasks.length = 0; ages.length = 0; received = 0; updates = 0; resetAt = performance.now(); },
    since: () => resetAt,
  };
  const loop = (t) => { frames.push(t); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: false });
  // The probe's instrument: a fixed symbol, or the at-the-money call of the selected expiry.
  const probeName = () => {
    if (probe.symbol) return probe.symbol;
    const row = document.querySelector('[data-testid="chain-row"][data-atm="true"]');
    const tab = document.querySelector('[role="tab"][aria-selected="true"]');
    if (!row || !tab) return null;
    return 'BTC-' + tab.getAttribute('data-date') + '-' + row.getAttribute('data-strike') + '-C';
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        received += 1;
        const parsed = JSON.parse(event.data);
        const messages = Array.isArray(parsed) ? parsed : [parsed];
        const name = probeName();
        for (const m of messages) {
          if (m.type !== 'symbol-update') continue;
          updates += 1;
          if (m.symbol === name && m.data && m.data.lastUpdated > probeEvent) {
            probeEvent = m.data.lastUpdated;
          }
        }
      });
    }
  };
  const inProbe = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return element !== null && element.closest(probe.selector) !== null;
  };
  new MutationObserver((records) => {
    if (!records.some((record) => inProbe(record.target)) || probeEvent === 0) return;
    const eventAt = probeEvent;
    requestAnimationFrame((t) => ages.push(performance.timeOrigin + t - eventAt));
  }).observe(document, { subtree: true, characterData: true, childList: true });
}`;

const pct = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

interface Row {
  page: string;
  rate: number;
  upstream: number;
  frames: number;
  updates: number;
  frameP50: number;
  frameP95: number;
  longTasks: number;
  longestTask: number;
  /** When each long task started (s into the window) and how long it took. */
  longTaskTimes: string[];
  ageP50: number;
  ageP95: number;
  paints: number;
  load: number;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? findBrowser(),
  args: [...chromiumFlags],
});
const rows: Row[] = [];
const pages = [
  {
    path: '/options',
    ready: '[data-testid="chain-row"]',
    probe: { symbol: null, selector: '[data-atm="true"] [data-testid="call-mark"]' },
  },
  {
    path: '/dashboard',
    ready: '[data-testid="coin-card"]',
    probe: { symbol: 'BTCUSDT', selector: '[data-symbol="BTCUSDT"] [data-testid="coin-price"]' },
  },
];
/**
 * The market pages are for signed-in traders. The bench server has no accounts, so each page
 * starts with a stored session the app restores as it would after a reload: an access token (the
 * client reads only its expiry; the market's stand-in auth hook vouches for BENCH_USER) and the
 * persisted trader.
 */
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const benchSession = {
  authToken: `${base64url({ alg: 'none' })}.${base64url({ sub: 'bench', exp: Math.floor(Date.now() / 1000) + 86_400 })}.bench`,
  persistRoot: JSON.stringify({
    auth: {
      isAuthenticated: true,
      user: { id: BENCH_USER, email: 'bench@derivo.local', fullName: 'Bench Trader' },
    },
    funds: {},
    _persist: { version: 1 },
  }),
};
const sessionSource = `(session) => {
  localStorage.setItem('authToken', session.authToken);
  localStorage.setItem('persist:root', session.persistRoot);
}`;

for (const target of pages) {
  for (const rate of RATES) {
    const server = await startBenchServer(rate);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({
      content: `(${sessionSource})(${JSON.stringify(benchSession)});`,
    });
    await context.addInitScript({
      content: `(${instrumentSource})(${JSON.stringify(target.probe)});`,
    });
    const page = await context.newPage();
    await page.goto(server.origin + target.path);
    await page.waitForSelector(target.ready, { timeout: 30_000 });
    await page.waitForTimeout(WARMUP_MS);
    const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.evaluate(() =>
      (window as unknown as { __bench: { reset(): void } }).__bench.reset(),
    );
    server.takeEvents();
    const load = loadavg()[0] ?? 0;
    await page.waitForTimeout(SECONDS * 1000);
    const events = server.takeEvents();
    const result = await page.evaluate(() => {
      const b = (
        window as unknown as {
          __bench: {
            frames: number[];
            longTasks: [number, number][];
            ages: number[];
            since(): number;
            received(): number;
            updates(): number;
          };
        }
      ).__bench;
      return {
        frames: [...b.frames],
        longTasks: b.longTasks.map(([start, duration]): [number, number] => [
          start - b.since(),
          duration,
        ]),
        ages: [...b.ages],
        received: b.received(),
        updates: b.updates(),
      };
    });
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
        profile: {
          nodes: {
            id: number;
            callFrame: { functionName: string; url: string; lineNumber: number };
          }[];
          samples: number[];
        };
      };
      const counts = new Map<number, number>();
      for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
      const top = profile.nodes
        .map((n) => ({ n, c: counts.get(n.id) ?? 0 }))
        .sort((a, b) => b.c - a.c)
        .slice(0, 15);
      console.log(`profile ${target.path} @ ${rate}`);
      for (const { n, c } of top)
        console.log(
          c,
          n.callFrame.functionName || '(anon)',
          n.callFrame.url.split('/').pop(),
          n.callFrame.lineNumber,
        );
    }
    const intervals = result.frames.slice(1).map((t, i) => t - (result.frames[i] as number));
    rows.push({
      page: target.path,
      rate,
      upstream: Math.round(events / SECONDS),
      frames: Math.round(result.received / SECONDS),
      updates: Math.round(result.updates / SECONDS),
      frameP50: pct(intervals, 50),
      frameP95: pct(intervals, 95),
      longTasks: result.longTasks.length,
      longestTask: Math.max(0, ...result.longTasks.map(([, duration]) => duration)),
      longTaskTimes: result.longTasks.map(
        ([start, duration]) => `${(start / 1000).toFixed(1)} s: ${Math.round(duration)} ms`,
      ),
      ageP50: pct(result.ages, 50),
      ageP95: pct(result.ages, 95),
      paints: result.ages.length,
      load,
    });
    await context.close();
    await server.app.close();
  }
}
await browser.close();

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
console.log(
  `\nbench:ticks — ${SECONDS} s per run after ${WARMUP_MS / 1000} s warm-up; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);
console.log(
  '| page | knob events/s | upstream events/s (listened) | frames/s received | updates/s received | frame p50 ms | frame p95 ms | long tasks > 50 ms (longest) | age at paint p50 ms | age at paint p95 ms | paints | load |',
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --- | --: | --: | --: | --: |');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.rate} | ${r.upstream} | ${r.frames} | ${r.updates} | ${f(r.frameP50)} | ${f(r.frameP95)} | ${r.longTasks} (${f(r.longestTask)}) | ${f(r.ageP50)} | ${f(r.ageP95)} | ${r.paints} | ${r.load.toFixed(1)} |`,
  );
}
for (const r of rows.filter((row) => row.longTaskTimes.length > 0)) {
  console.log(`long tasks on ${r.page} at ${r.rate}/s: ${r.longTaskTimes.join(', ')}`);
}
const goal = rows.filter((r) => r.rate === 20_000);
const ok = goal.every((r) => r.frameP95 <= 17 && r.longTasks === 0 && r.ageP95 <= 150);
console.log(
  `\nGoal at 20,000 events/s (p95 frame ≤ 17 ms, no long task, p95 age at paint ≤ 150 ms): ${ok ? 'met' : 'NOT met'}`,
);
process.exit(0);
