import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const knownPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

const isDebianRoot = () =>
  existsSync('/etc/debian_version') &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0;

function installDebianChromium(): void {
  console.log('No Chromium found: installing the Debian chromium package (apt-get, as root)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const firstExisting = () => knownPaths.find((path) => existsSync(path));

/**
 * The Chromium the browser tests drive: CHROME_PATH, then the usual install places; on Debian as
 * root it installs the `chromium` package. It never downloads a browser build of its own.
 */
export function findBrowser(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const found = firstExisting();
  if (found) return found;
  if (isDebianRoot()) {
    installDebianChromium();
    const installed = firstExisting();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium or Chrome found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: Google Chrome) or set CHROME_PATH to its executable.',
  );
}

/** Flags for headless Chromium on a closed network: no sandbox as root, no background traffic. */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
