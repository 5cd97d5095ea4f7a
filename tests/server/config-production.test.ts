import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { problemsOf } from './support/config-problems.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

const without = (name: keyof typeof PRODUCTION_ENV): Record<string, string> => {
  const { [name]: _dropped, ...rest } = PRODUCTION_ENV;
  return rest;
};

// #24: NODE_ENV=production refuses to start without the settings that make it safe, naming each.
describe('production settings', () => {
  it('starts with a key, SMTP, an explicit TRUST_PROXY and a paper-trading sandbox KYC', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.deployment).toMatchObject({ kycProvider: 'sandbox', demoExchange: true });
    expect(config.deployment.secretsKey?.length).toBe(43);
  });

  it.each([
    ['SECRETS_KEY', /^SECRETS_KEY is required when NODE_ENV=production/],
    ['SMTP_URL', /^SMTP_URL is required when NODE_ENV=production/],
    ['TRUST_PROXY', /^TRUST_PROXY must be set explicitly when NODE_ENV=production/],
    ['KYC_PROVIDER', /^KYC_PROVIDER is required when NODE_ENV=production/],
  ] as const)('refuses a production start without %s, naming it', (name, message) => {
    const problems = problemsOf(without(name));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('lists every missing setting at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((line) => line.split(' ')[0])).toEqual([
      'SECRETS_KEY',
      'SMTP_URL',
      'TRUST_PROXY',
      'KYC_PROVIDER',
    ]);
  });

  it('takes TRUST_PROXY=0 as explicit: clients connect directly', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '0' }).network.trustProxy).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '2' }).network.trustProxy).toBe(2);
  });

  it.each([
    [{ ALLOW_SANDBOX_KYC: '' }],
    [{ DEMO_FUNDS: '' }],
    [{ ALLOW_SANDBOX_KYC: '', DEMO_FUNDS: '' }],
    [{ ALLOW_SANDBOX_KYC: 'yes' }],
  ])(
    'refuses the sandbox KYC in production unless it is a paper-trading deployment: %o',
    (change) => {
      const problems = problemsOf({ ...PRODUCTION_ENV, ...change });
      expect(problems).toEqual([
        'KYC_PROVIDER=sandbox verifies anyone: with NODE_ENV=production it is refused unless ALLOW_SANDBOX_KYC=1 and DEMO_FUNDS=1 make this a paper-trading deployment',
      ]);
    },
  );

  it('refuses a KYC vendor this build does not have', () => {
    expect(problemsOf({ KYC_PROVIDER: 'setu' })).toEqual([
      'KYC_PROVIDER must be one of sandbox (got "setu"): no other vendor is built in',
    ]);
  });

  it.each(['short', 'a'.repeat(62), 'not base64 at all!!', Buffer.alloc(31).toString('base64')])(
    'refuses a SECRETS_KEY of fewer than 32 bytes, without echoing it: %s',
    (key) => {
      const problems = problemsOf({ SECRETS_KEY: key });
      expect(problems).toEqual([
        'SECRETS_KEY must be at least 32 random bytes, written in hex or base64 (e.g. the output of `openssl rand -base64 48`)',
      ]);
      expect(problems.join('\n')).not.toContain(key);
    },
  );

  it('reads SECRETS_KEY as hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(
      Buffer.from(loadConfig({ SECRETS_KEY: hex }).deployment.secretsKey ?? []).toString('hex'),
    ).toBe(hex);
    const b64 = Buffer.alloc(40, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEY: b64 }).deployment.secretsKey?.length).toBe(40);
  });

  it('asks nothing of development and tests, and is no demo exchange there', () => {
    expect(loadConfig({}).deployment).toEqual({
      secretsKey: undefined,
      kycProvider: 'sandbox',
      demoExchange: false,
    });
  });
});
