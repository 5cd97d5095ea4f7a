import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyPlugin from 'fastify-plugin';
import { isApiPath } from '../../http/prefixes.ts';
import { cacheHeadersFor } from './cache.ts';
import { historyFallback, readPrerenderedPages } from './fallback.ts';

export interface WebModuleOptions {
  /** Absolute path of the built web app (WEB_DIST_DIR). */
  distDir: string;
  /** Production serves no source maps: they would hand out the client's source. */
  serveSourceMaps: boolean;
}

/**
 * Serves the built web app and answers every request no other module matched (see
 * fallback.ts). Register it last, without a prefix.
 */
export const webModule = fastifyPlugin<WebModuleOptions>(
  async (app, { distDir, serveSourceMaps }) => {
    if (!existsSync(path.join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'The web app is not built: run `npm run build`');
    }
    await app.register(fastifyStatic, {
      root: distDir,
      suppressWarning: true,
      wildcard: true,
      index: false,
      redirect: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders: cacheHeadersFor(distDir),
      allowedPath: (pathName) =>
        !isApiPath(pathName) && (serveSourceMaps || !pathName.toLowerCase().endsWith('.map')),
    });
    const prerendered = await readPrerenderedPages(distDir);
    // The home page is a route of its own: its prerendered HTML, not the directory's index.
    app.get('/', (_request, reply) => reply.sendFile(prerendered.get('/') ?? 'index.html'));
    app.setNotFoundHandler(historyFallback(distDir, prerendered));
  },
  { name: 'web', encapsulate: true },
);
