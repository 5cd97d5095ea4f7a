import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './support/dist-fixture.ts';
import { type MainProcess, refusedStart, startMain } from './support/main-process.ts';

// server/main.ts as a real process: config, database on disk, HTTP on a free port, signals.
describe('server/main.ts', () => {
  const running: MainProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  afterEach(async () => {
    for (const main of running.splice(0)) {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await main.exited;
    }
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(env: Record<string, string>) {
    const main = startMain(env);
    running.push(main);
    const listening = await main.waitForLog('Derivo exchange listening on http://127.0.0.1:');
    expect(listening.msg).toBe(`Derivo exchange listening on http://127.0.0.1:${listening.port}`);
    return { main, listening, baseUrl: `http://127.0.0.1:${listening.port}` };
  }

  async function stop(main: MainProcess) {
    main.child.kill('SIGTERM');
    const { code, signal } = await main.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(main.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Received SIGTERM, shutting down', 'Derivo exchange stopped']),
    );
  }

  /** A server's settings on a data directory of its own (removed after the test). */
  async function dataDirEnv() {
    const data = await tempDir('data');
    cleanups.push(data.remove);
    return {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      WEB_DIST_DIR: `${data.dir}/no-dist`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    };
  }

  it('keeps its data across a restart on the same DATA_DIR and stops cleanly on SIGTERM', async () => {
    const env = await dataDirEnv();

    const first = await start(env);
    const health = await (await fetch(`${first.baseUrl}/api/v1/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(first.main.logs.some((line) => line.msg === 'Database migrated')).toBe(true);
    await stop(first.main);

    const second = await start(env);
    const again = await (await fetch(`${second.baseUrl}/api/v1/health`)).json();
    expect(again).toMatchObject({ status: 'ok', database: 'pglite' });
    // The same installation: its id (in the start-up log, not on /health) survived the restart.
    expect(second.listening.installationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.listening.installationId).toBe(first.listening.installationId);
    expect(second.main.logs.some((line) => line.msg === 'Database migrated')).toBe(false);
    await stop(second.main);
    expect(second.main.stderr()).not.toMatch(/error/i);
  }, 90_000); // two real starts, the first with an initdb on disk: ~8 s on an idle machine

  it('refuses a second server on the same DATA_DIR, and takes the directory over after a crash', async () => {
    const env = await dataDirEnv();
    const first = await start(env);
    const second = startMain(env);
    running.push(second);
    expect((await second.exited).code).toBe(1);
    expect(second.stderr()).toContain(
      `Another Derivo exchange (process ${first.main.child.pid}) runs on the data directory`,
    );
    // The first one never noticed.
    expect((await fetch(`${first.baseUrl}/api/v1/health`)).status).toBe(200);
    first.main.child.kill('SIGKILL');
    await first.main.exited;
    const third = await start(env);
    expect((await fetch(`${third.baseUrl}/api/v1/health`)).status).toBe(200);
    await stop(third.main);
  }, 90_000);

  it('refuses to start with PORT=abc and says why', async () => {
    const main = await refusedStart(running, { PORT: 'abc', NODE_ENV: 'test' });
    expect(main.stderr()).toContain('Derivo exchange cannot start. Invalid configuration:');
    expect(main.stderr()).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it('exits 1 with a fatal log line when the database cannot be reached', async () => {
    const data = await tempDir('data');
    cleanups.push(data.remove);
    const main = startMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Port 1 on loopback: nothing listens there, so the connection is refused at once.
      DATABASE_URL: 'postgres://derivo:secret@127.0.0.1:1/derivo',
    });
    running.push(main);
    const failed = await main.waitForLog('Derivo exchange failed to start');
    expect(failed.level).toBe(60);
    expect(JSON.stringify(failed.err)).toContain('ECONNREFUSED');
    expect((await main.exited).code).toBe(1);
    expect(main.logs.some((line) => line.msg?.startsWith('Derivo exchange listening'))).toBe(false);
  });
});
