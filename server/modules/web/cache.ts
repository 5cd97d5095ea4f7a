import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Build output under /assets/ has content hashes in its names, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** Sets Cache-Control for a file served from the web app's dist directory. */
export function cacheHeadersFor(distDir: string) {
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  return (reply: FastifyReply, filePath: string): void => {
    reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
  };
}
