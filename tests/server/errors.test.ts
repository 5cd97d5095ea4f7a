import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/errors.ts';
import { testServerForSuite } from './support/test-server.ts';

// Routes a test adds to the real app, to see how the app answers its failures.
const orderSchema = {
  body: {
    type: 'object',
    required: ['symbol', 'quantity'],
    properties: {
      symbol: { type: 'string', minLength: 1 },
      quantity: { type: 'integer', minimum: 1 },
    },
    additionalProperties: false,
  },
} as const;

describe('error responses', () => {
  const logs: string[] = [];

  // These tests leave the database alone, so they share one server.
  const server = testServerForSuite({
    env: { LOG_LEVEL: 'error' },
    logLines: logs,
    setup: (app) => {
      app.post('/api/v1/test/orders', { schema: orderSchema }, async () => ({ ok: true }));
      app.get('/api/v1/test/crash', async () => {
        throw new Error('secret connection string postgres://u:p@db/x');
      });
      app.get('/api/v1/test/conflict', async () => {
        throw new HttpError(
          409,
          'Order already exists',
          'An order with this idempotency key exists',
        );
      });
    },
  });

  beforeEach(() => {
    logs.length = 0;
  });

  const post = (body: string) =>
    fetch(`${server.url}/api/v1/test/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers a validation failure with 400 { message, detail } in clear words', async () => {
    const response = await post(JSON.stringify({ symbol: 'BTC-PERP' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid request',
      detail: "body must have required property 'quantity'",
    });
    const range = await post(JSON.stringify({ symbol: 'BTC-PERP', quantity: 0 }));
    expect(await range.json()).toEqual({
      message: 'Invalid request',
      detail: 'body/quantity must be >= 1',
    });
  });

  it('answers malformed JSON and a wrong media type as client errors', async () => {
    const malformed = await post('{"symbol": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      message: 'Invalid request',
      detail: expect.any(String),
    });
    const wrongType = await fetch(`${server.url}/api/v1/test/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<order/>',
    });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ message: 'Unsupported media type' });
  });

  it('answers an unexpected error with a generic 500 and logs it with its stack', async () => {
    const response = await fetch(`${server.url}/api/v1/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'An unexpected error occurred' });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('errors.test.ts');

    const logged = logs.map((line) => JSON.parse(line)).find((entry) => entry.err !== undefined);
    expect(logged?.level).toBe(50);
    expect(logged?.err.message).toContain('secret connection string');
    expect(logged?.err.stack).toContain('errors.test.ts');
    expect(logged?.reqId).toBe(response.headers.get('x-request-id'));
  });

  it('answers an HttpError with its status, message and detail', async () => {
    const response = await fetch(`${server.url}/api/v1/test/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Order already exists',
      detail: 'An order with this idempotency key exists',
    });
    expect(logs).toEqual([]);
  });
});
