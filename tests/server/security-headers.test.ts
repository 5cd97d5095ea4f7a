import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDist, type TempDir } from './support/dist-fixture.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

function directives(csp: string | null): string[] {
  return (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('security headers', () => {
  let dist: TempDir;
  let server: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    dist = await makeDist();
    server = await startTestServer({ env: { WEB_DIST_DIR: dist.dir } });
    production = await startTestServer({
      env: { WEB_DIST_DIR: dist.dir, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
  });

  afterAll(async () => {
    await server.close();
    await production.close();
    await dist.remove();
  });

  const responses: Array<[string, string, Record<string, string>]> = [
    ['the web app (HTML)', '/', HTML],
    ['a client route (history fallback)', '/dashboard', HTML],
    ['an asset', '/assets/index-B4x9Qz1a.js', {}],
    ['the API', '/api/v1/health', {}],
    ['an API 404', '/api/v1/nope', {}],
  ];

  it.each(responses)('%s carries exactly the app-only CSP', async (_name, path, headers) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    expect(response.status).toBeLessThan(500);
    expect(directives(response.headers.get('content-security-policy'))).toEqual(EXPECTED_CSP);
  });

  it('allows no inline script or style and no plugins or framing', async () => {
    const csp = directives(
      (await fetch(`${server.url}/`, { headers: HTML })).headers.get('content-security-policy'),
    );
    const all = csp.join(' ');
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toMatch(/nonce-|sha256-/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends the usual helmet headers and no X-Powered-By', async () => {
    for (const path of ['/', '/api/v1/health']) {
      const { headers } = await fetch(`${server.url}${path}`, { headers: HTML });
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('x-dns-prefetch-control')).toBe('off');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends HSTS only in production', async () => {
    const dev = await fetch(`${server.url}/api/v1/health`);
    expect(dev.headers.get('strict-transport-security')).toBeNull();
    const prod = await fetch(`${production.url}/api/v1/health`);
    expect(prod.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
