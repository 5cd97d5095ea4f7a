import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inlineCritical, mergeHashes } from '../../../scripts/inline-critical.ts';
import { INLINE_HASHES_FILE } from '../../../server/http/inline-hashes.ts';

/** What a `vite build` output looks like: index.html plus hashed assets. */
export const DIST_FILES = {
  'index.html': [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="UTF-8"><title>Derivo</title>',
    '<script type="module" crossorigin src="/assets/index-B4x9Qz1a.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-Cw2pL0dE.css">',
    '</head><body><div id="root"></div></body></html>',
    '',
  ].join('\n'),
  'assets/index-B4x9Qz1a.js': 'document.getElementById("root").textContent = "Derivo";\n',
  'assets/index-Cw2pL0dE.css': 'body { margin: 0; }\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>\n',
} as const;

export interface TempDir {
  dir: string;
  remove(): Promise<void>;
}

export async function tempDir(prefix: string): Promise<TempDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `derivo-${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The prerendered pages `npm run build` adds (scripts/build.ts): two of them here. */
export const PRERENDERED_FILES = {
  'prerendered/pages.json': JSON.stringify({ '/': 'home.html', '/t&c': 't_c.html' }),
  'prerendered/home.html':
    '<!doctype html><title>Derivo</title><div id="root"><h1>Home</h1></div>\n',
  'prerendered/t_c.html':
    '<!doctype html><title>Terms</title><div id="root"><h1>Terms and Conditions</h1></div>\n',
} as const;

/** A temporary dist folder holding DIST_FILES (and PRERENDERED_FILES when asked). */
export async function makeDist({ prerendered = false } = {}): Promise<TempDir> {
  const temp = await tempDir('dist');
  const files = prerendered ? { ...DIST_FILES, ...PRERENDERED_FILES } : DIST_FILES;
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(temp.dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return temp;
}

/** A page's head as the build links it before inlining: theme script, module script, styles. */
const linkedPage = (title: string, styles: readonly string[], body: string) =>
  [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="UTF-8"><title>${title}</title>`,
    '<script src="/theme-boot.js"></script>',
    '<script type="module" crossorigin src="/assets/index-B4x9Qz1a.js"></script>',
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `</head><body><div id="root">${body}</div></body></html>`,
    '',
  ].join('\n');

/** The files the build's inlining reads, beside DIST_FILES. */
const INLINED_SOURCES: Record<string, string> = {
  'theme-boot.js': "document.documentElement.classList.toggle('dark', true);\n",
  'assets/start-D3kq81Lm.css': '.header{display:flex}\n',
  'assets/TermsPage-Qa0Vb3xz.css': '.terms{max-width:70ch}\n',
};

/**
 * A dist folder whose prerendered pages went through the build's own inlining
 * (scripts/inline-critical.ts): inline theme script and styles, and the hash manifest beside them.
 */
export async function makeInlinedDist(): Promise<TempDir> {
  const temp = await tempDir('dist-inlined');
  const files: Record<string, string> = { ...DIST_FILES, ...INLINED_SOURCES };
  const read = (urlPath: string) => {
    const text = files[urlPath.slice(1)];
    if (text === undefined) throw new Error(`The fixture has no ${urlPath}`);
    return text;
  };
  const pages = {
    'home.html': linkedPage(
      'Derivo',
      ['assets/index-Cw2pL0dE.css', 'assets/start-D3kq81Lm.css'],
      '<h1>Home</h1>',
    ),
    't_c.html': linkedPage(
      'Terms',
      ['assets/index-Cw2pL0dE.css', 'assets/start-D3kq81Lm.css', 'assets/TermsPage-Qa0Vb3xz.css'],
      '<h1>Terms and Conditions</h1>',
    ),
  };
  const inlined = Object.entries(pages).map(([file, html]) => ({
    file,
    ...inlineCritical(html, read),
  }));
  for (const { file, html } of inlined) files[`prerendered/${file}`] = html;
  files['prerendered/pages.json'] = JSON.stringify({ '/': 'home.html', '/t&c': 't_c.html' });
  files[INLINE_HASHES_FILE] = JSON.stringify(mergeHashes(inlined.map((page) => page.hashes)));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(temp.dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return temp;
}
