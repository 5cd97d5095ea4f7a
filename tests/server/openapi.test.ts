import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The API reference at /api/v1/openapi.json is generated from the routes as the app registers
 * them, so a route added without appearing there, or a document that drops a route's schemas,
 * fails here. Routes are collected through Fastify's onRoute hook, as the app's modules register.
 */

interface OpenApiOperation {
  readonly responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  readonly requestBody?: { content?: Record<string, { schema?: unknown }> };
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { title: string; version: string };
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Fastify's `/orders/:id` is OpenAPI's `/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI reference', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  const apiRoutes: { method: string; url: string; body: boolean }[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      setup: (app) =>
        app.addHook('onRoute', (options) => {
          if (!options.url.startsWith('/api/v1/') || options.websocket === true) return;
          const methods = Array.isArray(options.method) ? options.method : [options.method];
          for (const method of methods) {
            if (method === 'HEAD') continue;
            apiRoutes.push({ method, url: options.url, body: options.schema?.body !== undefined });
          }
        }),
    });
    const response = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await server.close();
  });

  it('is an OpenAPI 3.1 document of the v1 API', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('v1');
    expect(apiRoutes.length).toBeGreaterThan(60);
  });

  it('is valid against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every HTTP route of the API with its method', () => {
    const missing = apiRoutes
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('lists nothing that is not a route of the API (no web files, sockets or dev sign-in pages)', () => {
    const known = new Set(apiRoutes.map(({ method, url }) => `${method} ${openApiPath(url)}`));
    const extra = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((route) => !known.has(route)),
    );
    expect(extra).toEqual([]);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/dev/'))).toBe(false);
  });

  it('gives each call its success and error answers, and its body where it takes one', () => {
    const incomplete = apiRoutes.flatMap(({ method, url, body }) => {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      const statuses = Object.keys(operation?.responses ?? {});
      const problems = [
        ...(statuses.some((s) => /^[23]/.test(s)) ? [] : ['no success answer or redirect']),
        ...(statuses.some((s) => /^4/.test(s)) ? [] : ['no error answer']),
        ...(body && !operation?.requestBody?.content?.['application/json']?.schema
          ? ['no request body schema']
          : []),
      ];
      return problems.map((problem) => `${method} ${url}: ${problem}`);
    });
    expect(incomplete).toEqual([]);
  });

  it('documents the order call with the fields a trader sends', () => {
    const placeOrder = document.paths['/api/v1/orders']?.post;
    const schema = placeOrder?.requestBody?.content?.['application/json']?.schema as
      | { properties?: Record<string, unknown> }
      | undefined;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['symbol', 'side', 'size']),
    );
  });
});
