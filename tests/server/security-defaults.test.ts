import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { clientKey } from '../../server/http/client-address.ts';
import { api, STRONG_PASSWORD, uniqueEmail } from './support/auth-flow.ts';
import { problemsOf } from './support/config-problems.ts';
import { call } from './support/http-client.ts';
import { type MainProcess, refusedStart } from './support/main-process.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('development mode on the network', () => {
  const running: MainProcess[] = [];
  afterEach(async () => {
    for (const main of running.splice(0)) {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await main.exited;
    }
  });

  it('a real start with NODE_ENV unset on 0.0.0.0 is refused, and says why', async () => {
    const main = await refusedStart(running, { HOST: '0.0.0.0', PORT: '0' });
    expect(main.stderr()).toContain(
      'HOST "0.0.0.0" is reachable from the network, but NODE_ENV is "development" (unset means development)',
    );
    expect(main.stderr()).toContain('ALLOW_DEV_ON_NETWORK=1');
  });

  it('allows loopback, production, or an explicit ALLOW_DEV_ON_NETWORK=1', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    expect(problemsOf({ HOST: '::' })[0]).toMatch(/^HOST "::" is reachable from the network/);
    expect(problemsOf({ HOST: '192.168.1.5', NODE_ENV: 'test' })).toHaveLength(1);
    expect(loadConfig({ HOST: '0.0.0.0', ...PRODUCTION_ENV }).nodeEnv).toBe('production');
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' }).nodeEnv).toBe('development');
    expect(problemsOf({ HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'yes' })).toHaveLength(1);
  });

  it('reads TRUST_PROXY, the timeouts and the session settings, refusing nonsense', () => {
    expect(loadConfig({}).network).toEqual({
      trustProxy: false,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 120_000,
    });
    expect(loadConfig({}).sessionMaxAgeS).toBe(30 * 24 * 3600);
    expect(loadConfig({}).refreshGraceS).toBe(10);
    expect(loadConfig({ TRUST_PROXY: '1' }).network.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).network.trustProxy).toBe(
      '10.0.0.0/8, ::1',
    );
    expect(problemsOf({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY must be/);
    expect(problemsOf({ REQUEST_TIMEOUT_S: '5', HEADERS_TIMEOUT_S: '10' })).toEqual([
      'HEADERS_TIMEOUT_S must not be longer than REQUEST_TIMEOUT_S',
    ]);
    expect(problemsOf({ SESSION_MAX_AGE_S: '0' })[0]).toMatch(/^SESSION_MAX_AGE_S must be/);
  });
});

describe('a slow client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REQUEST_TIMEOUT_S: '2', HEADERS_TIMEOUT_S: '1' } });
  });
  afterAll(() => server.close());

  /** Opens a raw connection, runs `drip` on it, and resolves with what the server answered. */
  function rawExchange(drip: (socket: net.Socket) => void) {
    const { port } = new URL(server.url);
    return new Promise<{ answer: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(port), '127.0.0.1', () => drip(socket));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    });
  }

  it('is cut off when its body trickles in slower than the request timeout', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { answer, ms } = await rawExchange((socket) => {
      socket.write(
        'POST /api/v1/auth/user-login/manual HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
      // One byte every 100 ms: never idle, never done.
      timer = setInterval(() => socket.writable && socket.write(' '), 100);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(15_000);
  });

  it('is cut off when its headers never finish', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { answer, ms } = await rawExchange((socket) => {
      socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(15_000);
  });
});

describe('per-address limits behind a proxy', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** 21 sign-up calls (the per-address limit is 20 an hour): the status of the last one. */
  async function burst(server: TestServer, forwardedFor: (i: number) => string) {
    let status = 0;
    for (let i = 0; i < 21; i += 1) {
      const body = { fullname: 'X', email: uniqueEmail('proxy'), password: STRONG_PASSWORD };
      const result = await call(server.url, 'POST', api('/auth/user-signup/manual'), {
        body,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      status = result.status;
    }
    return status;
  }

  it('without TRUST_PROXY, a forged X-Forwarded-For does not give a fresh address per call', async () => {
    const server = await startTestServer();
    servers.push(server);
    expect(await burst(server, (i) => `198.51.100.${i}`)).toBe(429);
  });

  it('with TRUST_PROXY, limits key on the real client, and an IPv6 client by its /64', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    servers.push(server);
    expect(await burst(server, () => '203.0.113.7')).toBe(429);
    // Another client behind the same proxy is not held by it.
    expect(await burst(server, (i) => (i < 20 ? `203.0.113.${100 + i}` : '203.0.113.8'))).toBe(400);
    // Stepping through addresses of one /64 does not escape the limit; another /64 does.
    expect(await burst(server, (i) => `2001:db8:1:2::${i + 1}`)).toBe(429);
    expect(await burst(server, (i) => `2001:db8:1:${i + 3}::1`)).toBe(400);
  });

  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff::9'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
