import { parse } from 'regexparam';
import { noPageActors, type PageRoute } from '../machines/pages/page-route.ts';

/** A route pattern (as in src/views/routing/routes.ts) and the loader of its page actors. */
export interface PageRouteEntry {
  readonly path: string;
  readonly load: () => Promise<PageRoute>;
}

/** Matches like the router: any case, an optional trailing slash. */
const matches = (pattern: string, path: string) =>
  new RegExp(parse(pattern).pattern.source, 'i').test(path);

/** The page actors of the route a location is on; a route not in the table has none. */
export function pageRouteLoader(table: readonly PageRouteEntry[]) {
  return async (path: string): Promise<PageRoute> => {
    const entry = table.find((candidate) => matches(candidate.path, path));
    return entry ? entry.load() : noPageActors;
  };
}
