import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { call } from './support/http-client.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { startTestServer } from './support/test-server.ts';

const google = {
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_REDIRECT_URI: 'https://derivo.example/auth/google/callback',
};

describe('Google sign-in configuration', () => {
  it('uses the embedded provider only outside production and on a loopback host', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).oauth).toEqual({ mode: 'embedded' });
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1' }).oauth).toEqual({ mode: 'embedded' });
    // Development on the network must be asked for (ALLOW_DEV_ON_NETWORK); even then, no embedded
    // provider that anyone on the network could sign in through.
    expect(
      loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' }).oauth,
    ).toEqual({ mode: 'off' });
    expect(loadConfig({ ...PRODUCTION_ENV, HOST: '127.0.0.1' }).oauth).toEqual({
      mode: 'off',
    });
  });

  it('uses Google from the environment, with https in production', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, ...google }).oauth).toEqual({
      mode: 'google',
      issuer: 'https://accounts.google.com',
      clientId: google.GOOGLE_CLIENT_ID,
      clientSecret: 'secret',
      redirectUri: google.GOOGLE_REDIRECT_URI,
    });
    expect(() => loadConfig({ ...PRODUCTION_ENV, GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, ...google, GOOGLE_ISSUER: 'http://accounts.example' }),
    ).toThrow(/GOOGLE_ISSUER/);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, ...google, GOOGLE_REDIRECT_URI: 'not a url' }),
    ).toThrow(/GOOGLE_REDIRECT_URI/);
  });

  it('serves neither the start call nor the embedded provider when sign-in is off', async () => {
    const server = await startTestServer({
      env: { HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' },
    });
    try {
      const start = await call(server.url, 'GET', '/api/v1/auth/google/start');
      expect(start.status).toBe(404);
      expect(start.json).toEqual({ message: 'Google sign-in is not available on this server.' });
      const discovery = await call(server.url, 'GET', '/dev/oidc/.well-known/openid-configuration');
      expect(discovery.status).toBe(404);
      expect(discovery.text).not.toContain('issuer');
    } finally {
      await server.close();
    }
  });
});
