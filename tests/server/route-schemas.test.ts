import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Every route the real app registers declares what it answers: a response schema for a success
 * and for the error shape (fast-json-stringify then writes only the fields named there, so none
 * leaks), and a body schema when its handler reads a body. The routes are collected through
 * Fastify's onRoute hook while the app's modules register.
 */

interface SeenRoute {
  readonly method: string;
  readonly url: string;
  readonly options: RouteOptions;
}

/** Routes whose answer is not a JSON body (any method), so a response schema has nothing to say. */
const NOT_JSON: Readonly<Record<string, string>> = {
  '/': 'the prerendered home page, a file (web module)',
  '/*': 'the built web app, static files (@fastify/static)',
  '/dev/oidc/sign-in.css': "the embedded sign-in provider's stylesheet (development only)",
  '/dev/oidc/interaction/:uid': "the embedded sign-in provider's HTML page (development only)",
  '/dev/oidc/interaction/:uid/login':
    'its form: the HTML page again, or a redirect oidc-provider writes',
  '/dev/oidc/*':
    "the embedded OpenID Connect provider's protocol: the reply is hijacked and oidc-provider writes it",
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const statuses = (options: RouteOptions): string[] =>
  Object.keys((options.schema?.response ?? {}) as Record<string, unknown>);

const isSuccess = (status: string) => /^(2\d\d|2xx|3\d\d|3xx)$/.test(status);
const isError = (status: string) => /^(4\d\d|4xx|default)$/.test(status);

/** Whether the handler's own code reads the request body. */
const readsBody = (options: RouteOptions) => /\bbody\b/.test(String(options.handler));

describe('route schemas', () => {
  let server: TestServer;
  const routes: SeenRoute[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      setup: (app) =>
        app.addHook('onRoute', (options) => {
          const methods = Array.isArray(options.method) ? options.method : [options.method];
          for (const method of methods) routes.push({ method, url: options.url, options });
        }),
    });
  });

  afterAll(async () => {
    await server.close();
  });

  /** The routes to judge: HEAD answers a GET's headers only, and sockets answer no JSON. */
  const judged = () =>
    routes.filter(
      (route) =>
        route.method !== 'HEAD' &&
        route.options.websocket !== true &&
        NOT_JSON[route.url] === undefined,
    );

  it('sees the routes of every module', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of ['/api/v1/health', '/api/v1/auth/user-login/manual', '/api/v1/profile']) {
      expect(urls).toContain(url);
    }
    expect(judged().length).toBeGreaterThan(60);
  });

  it('gives every route a response schema for its success and for its error shape', () => {
    const missing = judged().flatMap(({ method, url, options }) => {
      const declared = statuses(options);
      const problems = [
        ...(declared.some(isSuccess) ? [] : ['no success response schema']),
        ...(declared.some(isError) ? [] : ['no error response schema']),
      ];
      return problems.length === 0 ? [] : [`${method} ${url}: ${problems.join(', ')}`];
    });
    expect(missing).toEqual([]);
  });

  it('tells a handler that reads the body from one that does not', () => {
    const route = (handler: RouteOptions['handler']) => ({ handler }) as RouteOptions;
    expect(readsBody(route(async (request) => request.body))).toBe(true);
    expect(readsBody(route(async ({ body }) => body))).toBe(true);
    expect(readsBody(route(async (request) => request.headers))).toBe(false);
    // Logout reads only its cookie: a POST that needs no body schema.
    const logout = routes.find((route) => route.url === '/api/v1/auth/logout');
    expect(logout?.options.schema?.body).toBeUndefined();
    expect(logout && readsBody(logout.options)).toBe(false);
  });

  it('gives every route that reads a body a body schema', () => {
    const missing = judged()
      .filter(
        ({ method, options }) =>
          BODY_METHODS.has(method) && options.schema?.body === undefined && readsBody(options),
      )
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('lists as exceptions only routes the app has', () => {
    const seen = new Set(routes.map(({ url }) => url));
    expect(Object.keys(NOT_JSON).filter((url) => !seen.has(url))).toEqual([]);
  });
});
