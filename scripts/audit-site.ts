/**
 * `npm run audit:site`: builds the web app, serves it with the real exchange server in production
 * mode, and prints for the public site:
 *   - Lighthouse (mobile) scores for /, /guide and /t&c (goal: 100 in every category) and for
 *     /markets (goal: performance 90 or more), each the median of three runs;
 *   - axe violations on every public route, in the light and the dark theme;
 *   - the JavaScript the landing page loads, gzip-compressed, against the 110 kB budget.
 * `--strict` exits non-zero when a goal is missed. Not part of `npm test` (it takes a few minutes).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumFlags, findBrowser } from './find-browser.ts';

const LANDING_JS_BUDGET = 110 * 1024;
/** Each page's goal: the lowest score accepted per category. */
const LIGHTHOUSE_PAGES: readonly { path: string; goal: Partial<Record<Category, number>> }[] = [
  { path: '/', goal: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } },
  {
    path: '/guide',
    goal: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  },
  { path: '/t&c', goal: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } },
  { path: '/markets', goal: { performance: 90 } },
];
const LIGHTHOUSE_RUNS = 3;
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/guide',
  '/api-docs',
  '/t&c',
  '/privacy',
  '/help',
  '/markets',
  '/login',
  '/signup',
  '/forgot-password',
  '/error',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

const strict = process.argv.includes('--strict');
const port = Number(process.env.AUDIT_PORT ?? 8484);
const origin = `http://127.0.0.1:${port}`;
const distDir = join(tmpdir(), `derivo-audit-dist-${port}`);
const dataDir = mkdtempSync(join(tmpdir(), 'derivo-audit-data-'));

function step(text: string) {
  process.stderr.write(`• ${text}\n`);
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${origin}/api/v1/health in time`);
}

async function landingJavaScript(chromePath: string) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.slice(1),
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: { url: string; bytes: Promise<Buffer | null> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      // A body that cannot be read (an aborted request) counts as nothing loaded.
      scripts.push({ url: response.url(), bytes: response.body().catch(() => null) });
    }
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(
    scripts.map(async ({ url, bytes }) => ({ url, body: await bytes })),
  );
  const files = loaded.flatMap(({ url, body }) =>
    body === null
      ? []
      : [
          {
            file: new URL(url).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          },
        ],
  );
  await browser.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

async function axeViolations(chromePath: string) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.slice(1),
  });
  const rows: { route: string; light: string[]; dark: string[] }[] = [];
  for (const route of PUBLIC_ROUTES) {
    const row = { route, light: [] as string[], dark: [] as string[] };
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        colorScheme: scheme,
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      const result = await new AxeBuilder({ page }).analyze();
      row[scheme] = result.violations.map((v) => `${v.id} (${v.nodes.length})`);
      await context.close();
    }
    rows.push(row);
  }
  await browser.close();
  return rows;
}

async function lighthouseScores(chromePath: string) {
  const debuggingPort = port + 1;
  const chrome = spawn(
    chromePath,
    [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  try {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const rows: {
      page: string;
      scores: Record<string, number>;
      goal: Partial<Record<Category, number>>;
    }[] = [];
    for (const { path, goal } of LIGHTHOUSE_PAGES) {
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const categories = result?.lhr.categories ?? {};
        runs.push(
          Object.fromEntries(
            CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
          ),
        );
        const failing = Object.values(result?.lhr.audits ?? {})
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        if (failing.length > 0)
          step(`Lighthouse ${path} run ${run + 1}: audits below 0.9: ${failing.join(', ')}`);
      }
      rows.push({
        page: path,
        goal,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, median(runs.map((r) => r[id] ?? 0))]),
        ),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function main() {
  const chromePath = process.env.CHROME_PATH ?? findBrowser();
  process.env.CHROME_PATH = chromePath;
  step(`building the web app into ${distDir}`);
  const build = spawnSync('node', ['--import', 'tsx', 'scripts/build.ts', '--outDir', distDir], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  step(`starting the exchange (production) on ${origin}`);
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // What a production start requires (server/config-production.ts): a paper-trading one here.
      SECRETS_KEY: randomBytes(48).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRUST_PROXY: '0',
      KYC_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_KYC: '1',
      DEMO_FUNDS: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: distDir,
    },
  });
  let failed = false;
  try {
    await waitForHealth(Date.now() + 180_000);
    step('measuring the landing page JavaScript');
    const js = await landingJavaScript(chromePath);
    step('running axe on every public route (light and dark)');
    const axe = await axeViolations(chromePath);
    step(
      `running Lighthouse (mobile) ${LIGHTHOUSE_RUNS} times on ${LIGHTHOUSE_PAGES.map((p) => p.path).join(' ')}`,
    );
    const scores = await lighthouseScores(chromePath);

    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${process.platform}`;
    console.log(`\nSite audit on ${machine}\n`);
    console.log(`Lighthouse (mobile), median of ${LIGHTHOUSE_RUNS}   perf  a11y  best  seo  goal`);
    for (const row of scores) {
      const values = CATEGORIES.map((id) => String(row.scores[id]).padStart(5));
      const goal = Object.entries(row.goal)
        .map(([id, min]) => `${id} ≥ ${min}`)
        .join(', ');
      console.log(`  ${row.page.padEnd(29)}${values.join(' ')}  ${goal}`);
      if (CATEGORIES.some((id) => (row.scores[id] ?? 0) < (row.goal[id] ?? 0))) failed = true;
    }
    console.log('\naxe violations        light  dark');
    for (const row of axe) {
      console.log(
        `  ${row.route.padEnd(20)}${String(row.light.length).padStart(5)} ${String(row.dark.length).padStart(5)}  ${[...new Set([...row.light, ...row.dark])].join(', ')}`,
      );
      if (row.light.length + row.dark.length > 0) failed = true;
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    console.log(
      `\nLanding page JavaScript: ${kb(js.gzip)} gzip in ${js.files.length} files (budget ${kb(LANDING_JS_BUDGET)})`,
    );
    for (const file of js.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
    if (js.gzip > LANDING_JS_BUDGET) failed = true;
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (strict && failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
