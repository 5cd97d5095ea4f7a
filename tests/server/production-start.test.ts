import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST_FILES, makeDist, type TempDir, tempDir } from './support/dist-fixture.ts';
import { type MainProcess, startMain } from './support/main-process.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

const SETTINGS = ['SECRETS_KEY', 'SMTP_URL', 'TRUST_PROXY', 'KYC_PROVIDER'] as const;

// #24: server/main.ts as a real process with NODE_ENV=production: it refuses to start without
// each setting that makes it safe, naming it, and once started serves no source maps.
describe('a production start', () => {
  const running: MainProcess[] = [];
  const temps: TempDir[] = [];
  afterEach(async () => {
    for (const main of running.splice(0)) {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await main.exited;
    }
    for (const temp of temps.splice(0)) await temp.remove();
  });

  async function environment(): Promise<Record<string, string>> {
    const data = await tempDir('production');
    temps.push(data);
    return {
      ...PRODUCTION_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      LOG_LEVEL: 'info',
    };
  }

  it('exits 1 without each required setting, naming it in words and in a security event', async () => {
    const env = await environment();
    const mains = SETTINGS.map((name) => {
      const { [name]: _dropped, ...rest } = env;
      const main = startMain(rest);
      running.push(main);
      return { name, main };
    });
    for (const { name, main } of mains) {
      expect((await main.exited).code, name).toBe(1);
      const stderr = main.stderr();
      expect(stderr).toContain('Derivo exchange cannot start. Invalid configuration:');
      expect(stderr).toMatch(new RegExp(`\\n  - ${name} (is required|must be set)`));
      const event = stderr
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { securityEvent?: string; problems?: string[] })
        .find((line) => line.securityEvent === 'startup.refused');
      expect(
        event?.problems?.some((problem) => problem.startsWith(name)),
        name,
      ).toBe(true);
      if (name !== 'SECRETS_KEY') expect(stderr).not.toContain(PRODUCTION_ENV.SECRETS_KEY);
      expect(main.logs.some((line) => line.msg?.startsWith('Derivo exchange listening'))).toBe(
        false,
      );
    }
  }, 60_000);

  it('exits 1 with the sandbox KYC unless it is a paper-trading deployment', async () => {
    const { DEMO_FUNDS: _dropped, ...env } = await environment();
    const main = startMain(env);
    running.push(main);
    expect((await main.exited).code).toBe(1);
    expect(main.stderr()).toContain(
      'KYC_PROVIDER=sandbox verifies anyone: with NODE_ENV=production it is refused unless ALLOW_SANDBOX_KYC=1 and DEMO_FUNDS=1',
    );
  }, 30_000);

  it('starts with every setting and serves no source map', async () => {
    const dist = await makeDist();
    temps.push(dist);
    const map = JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' });
    await writeFile(path.join(dist.dir, 'assets/index-B4x9Qz1a.js.map'), map);
    const main = startMain({ ...(await environment()), WEB_DIST_DIR: dist.dir });
    running.push(main);
    const listening = await main.waitForLog('Derivo exchange listening on http://127.0.0.1:');
    const base = `http://127.0.0.1:${listening.port}`;
    const js = await fetch(`${base}/assets/index-B4x9Qz1a.js`);
    expect(js.status).toBe(200);
    expect(await js.text()).toBe(DIST_FILES['assets/index-B4x9Qz1a.js']);
    for (const accept of ['*/*', 'application/json', 'text/html']) {
      const answer = await fetch(`${base}/assets/index-B4x9Qz1a.js.map`, { headers: { accept } });
      expect(answer.status, accept).toBe(404);
      expect(await answer.text()).not.toContain('mappings');
    }
    main.child.kill('SIGTERM');
    expect((await main.exited).code).toBe(0);
  }, 90_000);
});
