import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes `.br` and `.gz` beside `file` when it is text of a useful size. */
export function compressBeside(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/**
 * Writes `.br` and `.gz` beside every compressible build file, so the server (@fastify/static with
 * `preCompressed`) sends compressed bytes without compressing on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'derivo-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of files(dir)) compressBeside(file);
    },
  };
}
