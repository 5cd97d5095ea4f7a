import { describe, expect, it } from 'vitest';
import { cspHash, inlineCritical, mergeHashes } from '../../../scripts/inline-critical.ts';

const FILES: Record<string, string> = {
  '/theme-boot.js': "document.documentElement.classList.toggle('dark', true);\n",
  '/assets/index-A.css': ':root{--bg:#fff}:root.dark{--bg:#000}\n',
  '/assets/page-B.css': '.p{color:red}\n',
};
const read = (urlPath: string) => {
  const text = FILES[urlPath];
  if (text === undefined) throw new Error(`no ${urlPath}`);
  return text;
};

const PAGE = [
  '<!doctype html><html><head>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<script src="/theme-boot.js"></script>',
  '<script type="module" crossorigin src="/assets/index-C.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
  '<link rel="stylesheet" crossorigin href="/assets/page-B.css">',
  '</head><body><div id="root"><p>&lt;link rel="stylesheet" href="/x.css"&gt;</p></div></body></html>',
].join('\n');

describe('cspHash', () => {
  it('is the CSP source of the exact text (the CSP specification example)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it('changes with a single byte', () => {
    expect(cspHash('.p{color:red}')).not.toBe(cspHash('.p{color:rgb}'));
  });
});

describe('inlineCritical', () => {
  const { html, hashes } = inlineCritical(PAGE, read);

  it('inlines the stylesheets in order and the synchronous script, nothing else', () => {
    expect(html).toContain(`<script>${FILES['/theme-boot.js']}</script>`);
    expect(html).not.toContain('src="/theme-boot.js"');
    const index = html.indexOf(`<style>${FILES['/assets/index-A.css']}</style>`);
    const page = html.indexOf(`<style>${FILES['/assets/page-B.css']}</style>`);
    expect(index).toBeGreaterThan(0);
    expect(page).toBeGreaterThan(index);
    // The module script, the icon and the page's own markup stay as they were.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-C.js"></script>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('&lt;link rel="stylesheet" href="/x.css"&gt;');
  });

  it('leaves each stylesheet linked only as disabled, so it is neither fetched nor fetched again', () => {
    const links = html.match(/<link rel="stylesheet"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/index-A.css" disabled>',
      '<link rel="stylesheet" href="/assets/page-B.css" disabled>',
    ]);
  });

  it('returns the hash of each inlined element, by directive', () => {
    expect(hashes).toEqual({
      'script-src': [cspHash(read('/theme-boot.js'))],
      'style-src': [cspHash(read('/assets/index-A.css')), cspHash(read('/assets/page-B.css'))],
    });
  });

  it('hashes the text as the HTML parser will see it (CR LF becomes LF)', () => {
    const crlf = inlineCritical(PAGE, (path) => read(path).replace(/\n/g, '\r\n'));
    expect(crlf.html).toContain(`<style>${FILES['/assets/page-B.css']}</style>`);
    expect(crlf.hashes).toEqual(hashes);
  });

  it.each([
    ['ends its element early', '.p{content:"</style><script>x()</script>"}'],
    ['opens an HTML comment', '.p{content:"<!--"}'],
    ['refers to a file by relative URL', '.p{background:url(bg.png)}'],
    ['carries a source map reference', '.p{}\n/*# sourceMappingURL=page-B.css.map */'],
  ])('refuses a stylesheet that %s', (_what, css) => {
    expect(() =>
      inlineCritical(PAGE, (path) => (path === '/assets/page-B.css' ? css : read(path))),
    ).toThrow(/page-B\.css cannot be inlined/);
  });

  it('accepts absolute, data and fragment URLs in a stylesheet', () => {
    const css =
      '.a{background:url(/bg.png)}.b{background:url("data:image/png;base64,AA")}.c{mask:url(#m)}';
    const { html: out } = inlineCritical(PAGE, (path) =>
      path === '/assets/page-B.css' ? css : read(path),
    );
    expect(out).toContain(`<style>${css}</style>`);
  });

  it('refuses a page without a head', () => {
    expect(() => inlineCritical('<p>no head</p>', read)).toThrow(/no <\/head>/);
  });
});

describe('mergeHashes', () => {
  it('lists each hash once, sorted, per directive', () => {
    const a = cspHash('a');
    const b = cspHash('b');
    const c = cspHash('c');
    expect(
      mergeHashes([
        { 'script-src': [c], 'style-src': [b, a] },
        { 'script-src': [c], 'style-src': [a] },
      ]),
    ).toEqual({ 'script-src': [c], 'style-src': [a, b].sort() });
  });
});
