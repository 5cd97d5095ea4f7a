import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { INLINE_HASHES_FILE, type InlineHashes } from '../server/http/inline-hashes.ts';
import { inlineCritical, mergeHashes } from './inline-critical.ts';
import { compressBeside } from './vite-precompress.ts';

/**
 * `npm run build [-- --outDir dir]`: builds the web app (dist/ by default), then prerenders the
 * public pages into `<outDir>/prerendered/` (one HTML file each and `pages.json`, path to file),
 * which the server sends for those paths so a phone paints the page before any script runs.
 * Each page carries its CSS and the theme script inline (scripts/inline-critical.ts), so that
 * paint waits for no other request; `csp-hashes.json` beside them lists the hashes the server's
 * Content-Security-Policy allows for exactly those elements.
 */
const args = process.argv.slice(2);
const outIndex = args.indexOf('--outDir');
const outDir = resolve(outIndex >= 0 ? (args[outIndex + 1] ?? 'dist') : 'dist');
const ssrDir = resolve('.tmp', `prerender-${process.pid}`);

function vite(viteArgs: string[]): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...viteArgs], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vite(['--outDir', outDir, '--emptyOutDir']);
vite(['--ssr', 'src/entry-prerender.tsx', '--outDir', ssrDir, '--emptyOutDir']);

// The app's modules start the root system when they load: give them a browser with empty storage,
// as a first-time visitor's is. Only the render's HTML is kept; nothing here runs in the browser.
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
});
for (const name of [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
]) {
  Object.defineProperty(globalThis, name, {
    value: dom.window[name as keyof typeof dom.window],
    configurable: true,
    writable: true,
  });
}

const { prerenderedPages, renderPage, documentTitle } = (await import(
  pathToFileURL(join(ssrDir, 'entry-prerender.js')).href
)) as typeof import('../src/entry-prerender.tsx');

const template = readFileSync(join(outDir, 'index.html'), 'utf8');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifestFile = join(outDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
rmSync(join(outDir, '.vite'), { recursive: true, force: true });

/**
 * Stylesheet links for a prerendered page's head: the app's styles and its page's, so the HTML is
 * styled from the first paint (inlined below). The app's scripts load after that paint; see
 * src/main.tsx.
 */
function pageStyles(module: string): string {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/start.tsx');
  visit(module);
  return [...styles]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const fileOf = (path: string) =>
  path === '/' ? 'home.html' : `${path.slice(1).replace(/[^a-z0-9-]/gi, '_')}.html`;

/** A file of the build by its URL path, as the server would send it. */
const readAsset = (urlPath: string) => {
  if (!urlPath.startsWith('/') || urlPath.includes('..')) {
    throw new Error(`${urlPath} is not a file of the build`);
  }
  return readFileSync(join(outDir, urlPath), 'utf8');
};

const pagesDir = join(outDir, 'prerendered');
mkdirSync(pagesDir, { recursive: true });
const pages: Record<string, string> = {};
const inlineHashes: InlineHashes[] = [];
for (const { path, meta, module } of prerenderedPages) {
  const markup = await renderPage(path);
  const linked = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(documentTitle(meta.title))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    )
    .replace('</head>', `  ${pageStyles(module)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!linked.includes(markup)) throw new Error(`index.html has no empty #root for ${path}`);
  const { html, hashes } = inlineCritical(linked, readAsset);
  if (hashes['script-src'].length === 0 || hashes['style-src'].length === 0) {
    throw new Error(`${path}: found no stylesheet or theme script to inline in index.html`);
  }
  inlineHashes.push(hashes);
  const file = join(pagesDir, fileOf(path));
  writeFileSync(file, html);
  compressBeside(file);
  pages[path] = fileOf(path);
}
writeFileSync(join(pagesDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
writeFileSync(
  join(outDir, INLINE_HASHES_FILE),
  `${JSON.stringify(mergeHashes(inlineHashes), null, 2)}\n`,
);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${Object.keys(pages).length} public pages into ${pagesDir}`);
// The app's root system keeps timers of its own; the build is done.
process.exit(0);
