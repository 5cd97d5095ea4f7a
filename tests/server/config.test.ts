import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { problemsOf } from './support/config-problems.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    expect(loadConfig({}, '/srv/derivo')).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: path.resolve('/srv/derivo/data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      webDistDir: path.resolve('/srv/derivo/dist'),
    });
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://derivo:secret@db.internal:5432/derivo',
        ...PRODUCTION_ENV,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/opt/derivo/web',
      },
      '/srv/derivo',
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/derivo/var/db'),
      databaseUrl: 'postgres://derivo:secret@db.internal:5432/derivo',
      nodeEnv: 'production',
      logLevel: 'warn',
      webDistDir: path.resolve('/opt/derivo/web'),
    });
  });

  it('is silent in tests unless LOG_LEVEL asks', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('rejects PORT=abc with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration:\n  - PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  it.each(['-1', '65536', '80.5', '1e3', '0x50'])('rejects PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([
      `PORT must be a whole number from 0 to 65535 (got "${port}")`,
    ]);
  });

  it('lists every problem at once and never echoes a database URL', () => {
    const problems = problemsOf({
      PORT: 'x',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "x")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'NODE_ENV must be one of development, production, test (got "staging")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('reads FUNDING_INTERVAL_S in whole seconds, 8 hours by default', () => {
    expect(loadConfig({}).exchange.fundingIntervalS).toBe(28_800);
    expect(loadConfig({ FUNDING_INTERVAL_S: '10' }).exchange.fundingIntervalS).toBe(10);
    expect(loadConfig({ FUNDING_INTERVAL_S: ' 3600 ' }).exchange.fundingIntervalS).toBe(3_600);
  });

  it.each(['0', '-10', '2.5', '1e3', '0x10', 'abc', '604801'])(
    'rejects FUNDING_INTERVAL_S=%s',
    (seconds) => {
      expect(problemsOf({ FUNDING_INTERVAL_S: seconds })).toEqual([
        `FUNDING_INTERVAL_S must be a whole number of seconds from 1 to 604800 (got "${seconds}")`,
      ]);
    },
  );

  it('accepts postgresql:// URLs, including a Unix socket one', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgresql:///derivo?host=/run/postgresql' }).databaseUrl,
    ).toBe('postgresql:///derivo?host=/run/postgresql');
  });
});
