import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

// The auth and mail settings read from the environment.
describe('auth and mail configuration', () => {
  it('has defaults: 15-minute access tokens, 7-day refresh tokens, the outbox mailer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      jwtSecret: undefined,
      accessTokenTtlS: 900,
      refreshTokenTtlS: 604_800,
      smtpUrl: undefined,
      mailFrom: 'Derivo <no-reply@derivo.local>',
    });
  });

  it('reads JWT_SECRET, ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      ACCESS_TOKEN_TTL_S: '45',
      REFRESH_TOKEN_TTL_S: '3600',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Ops <ops@example.com>',
    });
    expect(config).toMatchObject({
      jwtSecret: 'x'.repeat(32),
      accessTokenTtlS: 45,
      refreshTokenTtlS: 3600,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Ops <ops@example.com>',
    });
  });

  it('lists every bad value at once, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        JWT_SECRET: 'short-secret',
        ACCESS_TOKEN_TTL_S: '0',
        REFRESH_TOKEN_TTL_S: 'soon',
        SMTP_URL: 'http://mail.example.com',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'JWT_SECRET must be at least 32 characters long',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'ACCESS_TOKEN_TTL_S must be a whole number of seconds, at least 1 (got "0")',
      'REFRESH_TOKEN_TTL_S must be a whole number of seconds, at least 1 (got "soon")',
    ]);
    expect((error as Error).message).not.toContain('short-secret');
  });
});
