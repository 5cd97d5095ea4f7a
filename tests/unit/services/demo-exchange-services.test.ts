import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideDemoExchange } from '../../../src/services/demo-exchange.services.ts';

const config = { apiBaseURL: '/api/v1', marketBaseURL: '', fundsBaseURL: '', timeoutMs: 1000 };

/** A fetch that answers every call with `status` and `body`, and records what it was asked. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetchImpl };
}

const settled = (fetchImpl: typeof fetch) =>
  waitFor(
    createActor(provideDemoExchange(fetchImpl, config)).start(),
    (s) => !s.matches('checking'),
  );

describe('the demo exchange banner asks GET /health with fetch itself', () => {
  // The loader answers "no banner" outside a browser (prerendering): these runs are a browser.
  beforeEach(() => {
    Object.assign(globalThis, { window: globalThis });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('shows the banner when /health says demoExchange, asking without a bearer', async () => {
    const { calls, fetchImpl } = answering(200, { status: 'ok', demoExchange: true });
    expect((await settled(fetchImpl)).value).toBe('demo');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/health');
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBeNull();
  });

  it('shows none on real money', async () => {
    const { fetchImpl } = answering(200, { status: 'ok', demoExchange: false });
    expect((await settled(fetchImpl)).value).toBe('live');
  });

  it('asks again later when the server refuses', async () => {
    const { fetchImpl } = answering(503, { message: 'Service unavailable' });
    expect((await settled(fetchImpl)).value).toBe('unknown');
  });
});

describe('outside a browser', () => {
  it('shows no banner and asks nothing', async () => {
    const { calls, fetchImpl } = answering(200, { demoExchange: true });
    expect((await settled(fetchImpl)).value).toBe('live');
    expect(calls).toHaveLength(0);
  });
});
