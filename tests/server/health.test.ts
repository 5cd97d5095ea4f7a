import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('GET /api/v1/health', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    await server.close();
  });

  it('answers 200 with its status and database only: no uptime, no installation id', async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'ok', database: 'pglite' });
    // Nothing that tells when the server started or which installation it is.
    const { rows } = await server.client.query<{ id: string }>('select id from installation');
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(text).not.toContain(rows[0]?.id as string);
  });

  it('gives every response a request id, and keeps a sane one the caller sent', async () => {
    const fresh = await fetch(`${server.url}/api/v1/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${server.url}/api/v1/health`, {
      headers: { 'x-request-id': 'edge-proxy.42' },
    });
    expect(given.headers.get('x-request-id')).toBe('edge-proxy.42');
    const hostile = await fetch(`${server.url}/api/v1/health`, {
      headers: { 'x-request-id': 'a b <script>' },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 "unavailable" when the database query fails', async () => {
    await server.client.exec('drop table installation');
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'pglite',
      detail: 'The database did not answer',
    });
  });

  it('answers 503 when the database is reachable but not set up', async () => {
    await server.client.exec('delete from installation');
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'pglite' });
  });
});
