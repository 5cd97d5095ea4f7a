import { spawnSync } from 'node:child_process';
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

const buildStatus = run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (buildStatus !== 0) process.exit(buildStatus);

process.exit(
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    ...process.env,
    CHROME_PATH: chromePath,
  }),
);
