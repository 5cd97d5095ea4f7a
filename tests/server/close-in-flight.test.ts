import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';
import { startTestServer } from './support/test-server.ts';

/** A body that sends its second half `ms` after its first. */
function slowBody(ms: number): Readable {
  const body = new Readable({ read() {} });
  body.push('first half;');
  setTimeout(() => {
    body.push('second half');
    body.push(null);
  }, ms);
  return body;
}

/** Whether `closing` settles within `ms` (the keep-alive timeout it must not wait for is 72 s). */
const settlesWithin = (closing: Promise<unknown>, ms: number) =>
  Promise.race([closing.then(() => true), sleep(ms).then(() => false)]);

describe('closing while an answer is still being sent', () => {
  it('lets the answer finish, then closes its keep-alive connection at once (the whole app)', async () => {
    const server = await startTestServer({
      setup: (app) =>
        app.get('/test/slow', (_request, reply) => reply.type('text/plain').send(slowBody(300))),
    });
    const response = await fetch(`${server.url}/test/slow`);
    expect(response.status).toBe(200);
    const closing = server.close();
    expect(await response.text()).toBe('first half;second half');
    expect(await settlesWithin(closing, 10_000)).toBe(true);
  });

  it('does the same in the market service on its own', async () => {
    const app = await buildMarketApp({ NODE_ENV: 'test' });
    app.get('/test/slow', (_request, reply) => reply.type('text/plain').send(slowBody(300)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/test/slow`);
    const closing = app.close();
    expect(await response.text()).toBe('first half;second half');
    expect(await settlesWithin(closing, 10_000)).toBe(true);
  });
});
