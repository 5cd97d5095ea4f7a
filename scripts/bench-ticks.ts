/**
 * npm run bench:ticks — how the market pages keep up with a fast market feed.
 *
 * Serves the built app (dist/) from a local stand-in of the market service whose socket pushes
 * symbol-update messages at a set rate (1,000 / 5,000 / 20,000 per second), opens /options (a chain
 * of 420 instruments) and /dashboard (13 coins) in headless Chromium, and measures in the page,
 * with no hooks in the app: frame intervals (requestAnimationFrame), long tasks over 50 ms
 * (PerformanceObserver) and tick-to-paint latency: one probe symbol carries its send time in its
 * price; a MutationObserver sees the text change and the next frame marks it painted.
 *
 *   npm run bench:ticks [-- --seconds 8 --rates 1000,5000,20000 --build]
 *   (BENCH_PROFILE=1 prints the hottest functions of each run)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { type WebSocket, WebSocketServer } from 'ws';
import { SPOT_BASES } from '../server/modules/market/sim/coins.ts';
import { chromiumFlags, findBrowser } from './find-browser.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const SECONDS = Number(arg('seconds', '8'));
const WARMUP_MS = 2_000;
const RATES = arg('rates', '1000,5000,20000').split(',').map(Number);
/** Its own build, so a concurrent `vite build` of dist/ cannot pull files away mid-run. */
const DIST = join(process.cwd(), '.tmp', 'bench-dist');

if (args.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
  execFileSync('node', ['--import', 'tsx', 'scripts/build.ts', '--outDir', DIST], {
    stdio: 'inherit',
  });
}

// ---------------------------------------------------------------- the simulated market
const COINS = SPOT_BASES;
const SPOT = COINS.map((c) => `${c}USDT`);
const EXPIRY = '27DEC30';
const SPOT_BTC = 95_000;
const STRIKES = Array.from({ length: 210 }, (_, i) => 42_500 + i * 500);
const OPTIONS = STRIKES.flatMap((k) => [`BTC-${EXPIRY}-${k}-C`, `BTC-${EXPIRY}-${k}-P`]);
const ATM_CALL = `BTC-${EXPIRY}-${STRIKES.reduce((a, b) => (Math.abs(b - SPOT_BTC) < Math.abs(a - SPOT_BTC) ? b : a))}-C`;
/** The probe's price encodes its send time: base + (sentAt mod 100 s) / 100, shown with 2 decimals. */
const PROBE_BASE = { spot: 90_000, option: 1_000 };

const spotEntry = (symbol: string, price: number) => ({
  price,
  change: price * 0.01,
  changePercent: 1,
  high: price * 1.02,
  low: price * 0.98,
  volume: 1e9,
  description: symbol,
  bid: price * 0.9999,
  ask: price * 1.0001,
  lastUpdated: Date.now(),
  category: 'dashboard',
});

const optionEntry = (name: string, mark: number) => ({
  instrument_name: name,
  underlying_price: SPOT_BTC,
  mark_price: mark,
  best_bid_price: mark * 0.99,
  best_ask_price: mark * 1.01,
  mark_iv: 55,
  open_interest: 100,
  greeks: { delta: name.endsWith('-C') ? 0.5 : -0.5, gamma: 0.0001, vega: 10, theta: -5 },
  lastUpdated: Date.now(),
});

const probeValue = (base: number, sentAt: number) => base + (sentAt % 100_000) / 100;

interface Feed {
  rate: number;
  sent: number;
}
const feed: Feed = { rate: 0, sent: 0 };
const clients = new Set<{ socket: WebSocket; topics: Set<string> }>();

function updateFor(topic: 'dashboard' | 'option_chain', index: number, now: number): string {
  if (topic === 'dashboard') {
    const symbol = SPOT[index % SPOT.length] as string;
    const price = symbol === 'BTCUSDT' ? SPOT_BTC + (index % 100) : 10 + (index % 1000) / 100;
    return JSON.stringify({
      type: 'symbol-update',
      category: 'dashboard',
      symbol,
      data: spotEntry(symbol, price),
      sentAt: now,
    });
  }
  const name = OPTIONS[index % OPTIONS.length] as string;
  const mark = name === ATM_CALL ? 2_000 : 100 + (index % 5000) / 100;
  return JSON.stringify({
    type: 'symbol-update',
    category: 'option_chain',
    symbol: name,
    data: optionEntry(name, mark),
    sentAt: now,
  });
}

function probe(topic: 'dashboard' | 'option_chain', now: number): string {
  if (topic === 'dashboard') {
    return JSON.stringify({
      type: 'symbol-update',
      category: 'dashboard',
      symbol: 'BTCUSDT',
      data: spotEntry('BTCUSDT', probeValue(PROBE_BASE.spot, now)),
      sentAt: now,
    });
  }
  return JSON.stringify({
    type: 'symbol-update',
    category: 'option_chain',
    symbol: ATM_CALL,
    data: optionEntry(ATM_CALL, probeValue(PROBE_BASE.option, now)),
    sentAt: now,
  });
}

let cursor = 0;
let owed = 0;
let last = Date.now();
let lastProbe = 0;
setInterval(() => {
  const now = Date.now();
  owed += ((now - last) / 1000) * feed.rate;
  last = now;
  const count = Math.floor(owed);
  owed -= count;
  if (feed.rate === 0) return;
  const sendProbe = now - lastProbe >= 100;
  if (sendProbe) lastProbe = now;
  for (const client of clients) {
    for (const topic of client.topics as Set<'dashboard' | 'option_chain'>) {
      for (let i = 0; i < count; i += 1) client.socket.send(updateFor(topic, cursor + i, now));
      if (sendProbe) client.socket.send(probe(topic, now));
    }
  }
  cursor += count;
  feed.sent += count;
}, 4);

// ---------------------------------------------------------------- HTTP: the app and the REST calls
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

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/market/dates') return json(res, 200, { dates: [EXPIRY] });
  if (url.pathname === '/market/subscribe' || url.pathname === '/market/unsubscribe') {
    return json(res, 200, { message: 'ok' });
  }
  if (url.pathname === '/market/candles') return json(res, 200, { candles: [] });
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/market/')) {
    return json(res, 401, { detail: 'bench server' });
  }
  const path = normalize(join(DIST, url.pathname));
  const file =
    path.startsWith(DIST) && existsSync(path) && extname(path) ? path : join(DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
}

const http = createServer(handle);
const wss = new WebSocketServer({ noServer: true });
http.on('upgrade', (req, socket, head) => {
  if (!req.url?.startsWith('/market/ws')) return socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => {
    const client = { socket: ws, topics: new Set<string>() };
    clients.add(client);
    ws.on('close', () => clients.delete(client));
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        type?: string;
        action?: string;
        category?: string;
      };
      if (message.type === 'ping') return ws.send('{"type":"pong"}');
      if (message.category !== 'dashboard' && message.category !== 'option_chain') return;
      if (message.action === 'unsubscribe') return client.topics.delete(message.category);
      client.topics.add(message.category);
      const data =
        message.category === 'dashboard'
          ? Object.fromEntries(SPOT.map((s) => [s, spotEntry(s, s === 'BTCUSDT' ? SPOT_BTC : 10)]))
          : Object.fromEntries(OPTIONS.map((o) => [o, optionEntry(o, 100)]));
      ws.send(
        JSON.stringify({
          type: 'initial-data',
          category: message.category,
          symbol: message.category,
          data,
          sentAt: Date.now(),
        }),
      );
    });
  });
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

// ---------------------------------------------------------------- measuring in the page
/**
 * Runs in the page before the app: frames, long tasks, received messages and probe paints. Plain
 * JavaScript in a string: a transpiled function would carry helpers the page does not have.
 */
const instrumentSource = `(probe) => {
  const frames = [];
  const longTasks = [];
  const paints = [];
  let received = 0;
  window.__bench = {
    frames, longTasks, paints,
    received: () => received,
    reset: () => { frames.length = 0; longTasks.length = 0; paints.length = 0; received = 0; },
  };
  const loop = (t) => { frames.push(t); requestAnimationFrame(loop); };
  requestAnimationFrame(loop);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', () => { received += 1; });
    }
  };
  const pattern = new RegExp(probe.pattern);
  const inProbe = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return element !== null && element.closest(probe.selector) !== null;
  };
  const seen = new Set();
  new MutationObserver((records) => {
    for (const record of records) {
      if (!inProbe(record.target)) continue;
      const text = record.target.textContent || '';
      const match = pattern.exec(text);
      if (!match || seen.has(match[1])) continue;
      seen.add(match[1]);
      if (seen.size > 5000) seen.clear();
      const value = Number(match[1].replaceAll(',', ''));
      const residue = Math.round((value - probe.base) * 100);
      requestAnimationFrame((t) => {
        const paintedAt = performance.timeOrigin + t;
        let sentAt = paintedAt - ((((paintedAt - residue) % 100000) + 100000) % 100000);
        if (sentAt > paintedAt) sentAt -= 100000;
        paints.push(paintedAt - sentAt);
      });
    }
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
  delivered: number;
  frameP50: number;
  frameP95: number;
  longTasks: number;
  longestTask: number;
  paintP50: number;
  paintP95: number;
  paints: number;
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
    probe: {
      base: PROBE_BASE.option,
      pattern: '^\\$(1,\\d{3}\\.\\d{2})$',
      selector: '[data-atm="true"] [data-testid="call-mark"]',
    },
  },
  {
    path: '/dashboard',
    ready: '[data-testid="coin-card"]',
    probe: {
      base: PROBE_BASE.spot,
      pattern: '^\\$(90,\\d{3}\\.\\d{2})$',
      selector: '[data-symbol="BTCUSDT"] [data-testid="coin-price"]',
    },
  },
];
/**
 * The market pages are for signed-in traders. The stand-in server has no accounts, so each page
 * starts with a stored session the app restores as it would after a reload: an access token (the
 * client reads only its expiry; nothing here checks its signature) and the persisted trader.
 */
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const benchSession = {
  authToken: `${base64url({ alg: 'none' })}.${base64url({ sub: 'bench', exp: Math.floor(Date.now() / 1000) + 86_400 })}.bench`,
  persistRoot: JSON.stringify({
    auth: {
      isAuthenticated: true,
      user: { id: 'bench-trader', email: 'bench@derivo.local', fullName: 'Bench Trader' },
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
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({
      content: `(${sessionSource})(${JSON.stringify(benchSession)});`,
    });
    await context.addInitScript({
      content: `(${instrumentSource})(${JSON.stringify(target.probe)});`,
    });
    const page = await context.newPage();
    feed.rate = 0;
    await page.goto(origin + target.path);
    await page.waitForSelector(target.ready, { timeout: 30_000 });
    feed.rate = rate;
    await page.waitForTimeout(WARMUP_MS);
    const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.evaluate(() =>
      (window as unknown as { __bench: { reset(): void } }).__bench.reset(),
    );
    const sentBefore = feed.sent;
    await page.waitForTimeout(SECONDS * 1000);
    const result = await page.evaluate(() => {
      const b = (
        window as unknown as {
          __bench: { frames: number[]; longTasks: number[]; paints: number[]; received(): number };
        }
      ).__bench;
      return {
        frames: [...b.frames],
        longTasks: [...b.longTasks],
        paints: [...b.paints],
        received: b.received(),
      };
    });
    feed.rate = 0;
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
      delivered: Math.round(result.received / SECONDS),
      frameP50: pct(intervals, 50),
      frameP95: pct(intervals, 95),
      longTasks: result.longTasks.length,
      longestTask: Math.max(0, ...result.longTasks),
      paintP50: pct(result.paints, 50),
      paintP95: pct(result.paints, 95),
      paints: result.paints.length,
    });
    void sentBefore;
    await context.close();
  }
}
await browser.close();
http.close();
wss.close();

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
console.log(
  `\nbench:ticks — ${SECONDS} s per run after ${WARMUP_MS / 1000} s warm-up; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);
console.log(
  '| page | msg/s sent | msg/s received | frame p50 ms | frame p95 ms | long tasks > 50 ms (longest) | tick-to-paint p50 ms | tick-to-paint p95 ms | probes |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.rate} | ${r.delivered} | ${f(r.frameP50)} | ${f(r.frameP95)} | ${r.longTasks} (${f(r.longestTask)}) | ${f(r.paintP50)} | ${f(r.paintP95)} | ${r.paints} |`,
  );
}
const goal = rows.filter((r) => r.rate === 5000);
const ok = goal.every((r) => r.frameP95 <= 16.7 && r.longTasks === 0 && r.paintP95 <= 50);
console.log(
  `\nGoal at 5,000 msg/s (p95 frame ≤ 16.7 ms, no long task, p95 tick-to-paint ≤ 50 ms): ${ok ? 'met' : 'NOT met'}`,
);
process.exit(0);
