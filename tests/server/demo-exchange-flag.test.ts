import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The "demo exchange" banner (issue 24) follows what the public health read says: a paper-trading
// production (sandbox KYC with DEMO_FUNDS=1) is one; so is any server with DEMO_FUNDS=1 (its
// withdrawals are off: the money is demo money); a developer's server without it is not.
describe('the demo exchange flag on GET /api/v1/health', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const health = async (env: Record<string, string>) => {
    server = await startTestServer({ env });
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it('is on for a paper-trading production deployment, and tells nothing else new', async () => {
    const body = await health({ ...PRODUCTION_ENV });
    expect(body).toEqual({ status: 'ok', database: 'pglite', demoExchange: true });
  }, 60_000);

  it('is on outside production with DEMO_FUNDS=1, and off without it', async () => {
    expect((await health({ DEMO_FUNDS: '1' })).demoExchange).toBe(true);
    await server?.close();
    expect(await health({})).toEqual({ status: 'ok', database: 'pglite' });
  }, 60_000);
});
