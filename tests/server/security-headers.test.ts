import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_HASHES_FILE, readInlineHashes } from '../../server/http/inline-hashes.ts';
import { cspHashSource } from '../support/csp-hash-source.ts';
import { makeDist, makeInlinedDist, type TempDir, tempDir } from './support/dist-fixture.ts';
import { distServerForSuite } from './support/dist-server.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

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
  const server = distServerForSuite(makeDist);
  const production = distServerForSuite(makeDist, { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });

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

  it('allows no inline script or style at all when the build inlined none', async () => {
    const csp = directives(
      (await fetch(`${server.url}/`, { headers: HTML })).headers.get('content-security-policy'),
    );
    const all = csp.join(' ');
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toMatch(/nonce-|sha\d+-/);
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

/** The CSP source of each inline `<script>` and `<style>` of a served page, hashed here. */
function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const { document } = new JSDOM(html).window;
  const source = (text: string | null) => cspHashSource(text ?? '');
  return {
    scripts: [...document.querySelectorAll('script:not([src])')].map((e) => source(e.textContent)),
    styles: [...document.querySelectorAll('style')].map((e) => source(e.textContent)),
  };
}

describe("security headers with the prerendered pages' inline theme script and styles", () => {
  const server = distServerForSuite(makeInlinedDist);
  const PAGES = ['/', '/t&c'];

  it('allows by hash exactly the inline elements of the served pages, and nothing else new', async () => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const policies = new Set<string | null>();
    for (const page of PAGES) {
      const response = await fetch(`${server.url}${page}`, { headers: HTML });
      expect(response.status).toBe(200);
      policies.add(response.headers.get('content-security-policy'));
      const inline = inlineSources(await response.text());
      for (const hash of inline.scripts) scripts.add(hash);
      for (const hash of inline.styles) styles.add(hash);
    }
    // The fixture's pages inline one theme script and three distinct stylesheets.
    expect(scripts.size).toBe(1);
    expect(styles.size).toBe(3);
    expect(policies.size).toBe(1);
    const csp = directives([...policies][0] ?? null);
    expect(csp).toEqual(
      EXPECTED_CSP.map((directive) => {
        if (directive === "script-src 'self'") return [directive, ...[...scripts].sort()].join(' ');
        if (directive === "style-src 'self'") return [directive, ...[...styles].sort()].join(' ');
        return directive;
      }),
    );
  });

  it('still allows no unsafe-inline, nonce or other hash algorithm, on every response', async () => {
    for (const [url, headers] of [
      ['/', HTML],
      ['/dashboard', HTML],
      ['/assets/index-B4x9Qz1a.js', {}],
      ['/api/v1/health', {}],
    ] as const) {
      const csp = (await fetch(`${server.url}${url}`, { headers })).headers.get(
        'content-security-policy',
      );
      expect(csp).not.toContain("'unsafe-inline'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toContain("'unsafe-hashes'");
      expect(csp).not.toMatch(/nonce-|sha384-|sha512-/);
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});

describe("the build's hash manifest", () => {
  let dir: TempDir;
  const write = async (content: string) => {
    const file = path.join(dir.dir, INLINE_HASHES_FILE);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  const HASH = `sha256-${'A'.repeat(43)}=`;

  beforeAll(async () => {
    dir = await tempDir('inline-hashes');
  });

  afterAll(async () => {
    await dir.remove();
  });

  it('is empty when the app was not built', () => {
    expect(readInlineHashes(path.join(dir.dir, 'nowhere'))).toEqual({
      'script-src': [],
      'style-src': [],
    });
  });

  it('reads two lists of sha256 sources', async () => {
    await write(JSON.stringify({ 'script-src': [HASH], 'style-src': [] }));
    expect(readInlineHashes(dir.dir)).toEqual({ 'script-src': [HASH], 'style-src': [] });
  });

  it.each([
    ['a keyword', { 'script-src': ["'unsafe-inline'"], 'style-src': [] }],
    ['a quoted hash', { 'script-src': [`'${HASH}'`], 'style-src': [] }],
    ['a host', { 'script-src': [], 'style-src': ['https://cdn.example'] }],
    ['a hash with more after it', { 'script-src': [`${HASH} *`], 'style-src': [] }],
    ['a missing directive', { 'script-src': [HASH] }],
  ])('stops the server rather than put %s into the policy', async (_what, manifest) => {
    await write(JSON.stringify(manifest));
    expect(() => readInlineHashes(dir.dir)).toThrow(/rebuild the web app/);
  });

  it('stops the server when the file is not JSON', async () => {
    await write('not json');
    expect(() => readInlineHashes(dir.dir)).toThrow(/rebuild the web app/);
  });
});
