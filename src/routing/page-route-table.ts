import { parse } from 'regexparam';
import type { PageRoute } from '../machines/pages/page-route.ts';

/** A route pattern (as in src/views/routing/routes.ts) and the loader of its page actors. */
export interface PageRouteEntry {
  readonly path: string;
  readonly load: () => Promise<PageRoute>;
}

/** Matches like the router: any case, an optional trailing slash. */
const matches = (pattern: string, path: string) =>
  new RegExp(parse(pattern).pattern.source, 'i').test(path);

/** The entry of the table whose pattern the location's path matches, if any. */
export const routeEntryOf = (
  table: readonly PageRouteEntry[],
  path: string,
): PageRouteEntry | undefined => table.find((candidate) => matches(candidate.path, path));
