import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIST_FILES,
  makeDist,
  PRERENDERED_FILES,
  type TempDir,
  tempDir,
} from './support/dist-fixture.ts';
import { distServerForSuite } from './support/dist-server.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app: static files and history fallback', () => {
  const server = distServerForSuite(makeDist);

  it.each(['/', '/some/client/route', '/error', '/dashboard?tab=open'])(
    '%s with Accept text/html gets index.html with 200 and no-cache',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(DIST_FILES['index.html']);
    },
  );

  it('serves hashed assets with a long, immutable cache', async () => {
    const js = await fetch(`${server.url}/assets/index-B4x9Qz1a.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe(DIST_FILES['assets/index-B4x9Qz1a.js']);
    const css = await fetch(`${server.url}/assets/index-Cw2pL0dE.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files outside /assets', async () => {
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['GET', '/api/v1/nope', HTML],
    ['GET', '/api/v1/xyz?x=1', {}],
    ['POST', '/api/v1/nope', {}],
    ['GET', '/market/nope', HTML],
    ['GET', '/funds/nope', HTML],
    ['GET', '/backend/nope', HTML],
    ['GET', '/stream/nope', HTML],
    ['GET', '/api', HTML],
  ] as const)('%s %s is a JSON 404, even for a browser', async (method, path, headers) => {
    const response = await fetch(`${server.url}${path}`, { method, headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      message: 'Not found',
      detail: `No route for ${method} ${path.split('?')[0]}`,
    });
  });

  it('does not answer a missing asset, a non-HTML request or a POST with index.html', async () => {
    const asset = await fetch(`${server.url}/assets/missing-123.js`, { headers: HTML });
    expect(asset.status).toBe(404);
    const json = await fetch(`${server.url}/some/route`, {
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(404);
    const any = await fetch(`${server.url}/some/route`, { headers: { accept: '*/*' } });
    expect(any.status).toBe(404);
    const post = await fetch(`${server.url}/some/route`, { method: 'POST', headers: HTML });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({
      message: 'Not found',
      detail: 'No route for POST /some/route',
    });
  });
});

describe('web app: not built yet', () => {
  let empty: TempDir;
  let server: TestServer;

  beforeAll(async () => {
    empty = await tempDir('empty-dist');
    server = await startTestServer({ env: { WEB_DIST_DIR: `${empty.dir}/dist` } });
  });

  afterAll(async () => {
    await server.close();
    await empty.remove();
  });

  it.each(['/', '/dashboard', '/error'])('%s answers 503 with the build hint', async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: HTML });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('has not been built');
    expect(text).toContain('npm run build');
  });

  it('still answers the API and JSON 404s', async () => {
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    const missing = await fetch(`${server.url}/api/v1/nope`, { headers: HTML });
    expect(missing.status).toBe(404);
  });
});

describe('web app: prerendered public pages', () => {
  const server = distServerForSuite(() => makeDist({ prerendered: true }));

  it.each([
    ['/', 'prerendered/home.html'],
    ['/?ref=mail', 'prerendered/home.html'],
    ['/t&c', 'prerendered/t_c.html'],
    ['/t%26c', 'prerendered/t_c.html'],
  ] as const)('%s gets its prerendered page with 200 and no-cache', async (path, file) => {
    const response = await fetch(`${server.url}${path}`, { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(PRERENDERED_FILES[file]);
  });

  it.each(['/dashboard', '/T&C', '/login', '/nowhere'])(
    '%s (not prerendered) gets the empty index.html the app renders itself',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: HTML });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(DIST_FILES['index.html']);
    },
  );
});
