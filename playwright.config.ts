import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/find-browser.ts';

// scripts/e2e.ts (npm run test:e2e) picks a free port and a fresh data directory for each run.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'derivo-e2e-'));
/** A second server whose access tokens live 4 s, for the token-refresh spec (auth-refresh.spec.ts). */
const shortTokenPort = Number(process.env.E2E_SHORT_TOKEN_PORT ?? port + 1);
const shortTokenDataDir = mkdtempSync(join(tmpdir(), 'derivo-e2e-ttl-'));

/** The journeys that move the shared server's BTC market (POST /api/v1/dev/market/move). */
const MARKET_MOVERS = [
  '**/liquidation.spec.ts',
  '**/risk-notices.spec.ts',
  '**/risk-records.spec.ts',
  '**/trading-day.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys (a sign-up with the mailbox's code, two sign-ins through the provider, a trading
  // day) took 20–30 s in a clean CI run with both workers busy: 30 s left them no margin.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/reports/e2e.json' }]],
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. The trace's
    // screencast is left out: on this 2-core machine it took a third of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The app's service worker would answer requests the journeys route or stub: only
    // tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [...chromiumFlags],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: MARKET_MOVERS },
    {
      // After the rest and one at a time: a BTC mark moved for one journey's liquidation or
      // stop-loss hit the positions, stops and resting orders of the journeys beside it.
      name: 'chromium-market-moves',
      use: { ...devices['Desktop Chrome'] },
      testMatch: MARKET_MOVERS,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // The journeys run on a known price path (unset, the live steps are unpredictable).
        MARKET_SEED: '20251122',
        // Behind a loopback "proxy": createTrader names each new trader's own client address.
        TRUST_PROXY: '127.0.0.1',
      },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${shortTokenPort}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(shortTokenPort),
        HOST: '127.0.0.1',
        DATA_DIR: shortTokenDataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        MARKET_SEED: '20251122',
        TRUST_PROXY: '127.0.0.1',
        ACCESS_TOKEN_TTL_S: '4',
      },
    },
  ],
});
