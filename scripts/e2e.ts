import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from './find-browser.ts';

/** Builds the app, finds Chromium, and runs the Playwright suite against the real server. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

let chromePath: string;
try {
  chromePath = findBrowser();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`Browser tests use ${chromePath}`);

const buildStatus = run('node', ['--import', 'tsx', 'scripts/build.ts']);
if (buildStatus !== 0) process.exit(buildStatus);

/** A free loopback port, so parallel runs (or a running `npm start`) never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = process.env.E2E_PORT ?? String(await freePort());
const shortTokenPort = process.env.E2E_SHORT_TOKEN_PORT ?? String(await freePort());
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'derivo-e2e-'));
// Named spec files run alone: without --no-deps, a market-moving spec (its project runs after the
// rest, playwright.config.ts) would first run every other spec.
const named = process.argv.slice(2).some((arg) => arg.endsWith('.spec.ts'));
process.exit(
  run('npx', ['playwright', 'test', ...(named ? ['--no-deps'] : []), ...process.argv.slice(2)], {
    ...process.env,
    CHROME_PATH: chromePath,
    E2E_PORT: port,
    E2E_SHORT_TOKEN_PORT: shortTokenPort,
    E2E_DATA_DIR: dataDir,
  }),
);
