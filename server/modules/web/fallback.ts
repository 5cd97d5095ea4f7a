import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../../http/errors.ts';
import { isApiPath, pathOf } from '../../http/prefixes.ts';

/** True when the Accept header asks for text/html (a browser navigating), not just *\/*. */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Should this unmatched request get the web app (whose router shows its own 404 page)? */
export function wantsWebApp(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(path) &&
    !path.startsWith('/assets/') &&
    acceptsHtml(request.headers.accept)
  );
}

export function notBuiltText(distDir: string): string {
  return [
    'Derivo: the web app has not been built yet.',
    '',
    `The exchange server is running, but ${distDir} has no index.html.`,
    'Run `npm run build` (or `npm start`, which builds first), then reload this page.',
    'The API answers meanwhile, for example GET /api/v1/health.',
    '',
  ].join('\n');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** The build's prerendered public pages (scripts/build.ts): path to file under `prerendered/`. */
export async function readPrerenderedPages(distDir: string): Promise<Map<string, string>> {
  try {
    const text = await readFile(path.join(distDir, 'prerendered', 'pages.json'), 'utf8');
    const pages = JSON.parse(text) as Record<string, string>;
    return new Map(Object.entries(pages).map(([page, file]) => [page, `prerendered/${file}`]));
  } catch {
    return new Map();
  }
}

function decodedPath(url: string): string {
  try {
    return decodeURIComponent(pathOf(url));
  } catch {
    return pathOf(url);
  }
}

/**
 * The not-found handler of the whole app: a browser navigating to a client route gets its
 * prerendered page when the build made one, else index.html (200), and the client router shows
 * the page; everything else, API paths above all, gets the JSON 404.
 */
export function historyFallback(distDir: string, prerendered: ReadonlyMap<string, string>) {
  const indexFile = path.join(distDir, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsWebApp(request)) return sendNotFound(request, reply, pathOf(request.url));
    if (!(await exists(indexFile))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(notBuiltText(distDir));
    }
    return reply.code(200).sendFile(prerendered.get(decodedPath(request.url)) ?? 'index.html');
  };
}
