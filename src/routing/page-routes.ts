import { fromPromise } from 'xstate';
import { noPageActors, type PageLocation, type PageRoute } from '../machines/pages/page-route.ts';
import { routeEntryOf } from './page-route-table.ts';
import { publicPageRoutes } from './public-page-routes.ts';

/**
 * The route table of page actors: each route whose page runs actors, with a lazy loader of their
 * (provided) logic. Each loader is a dynamic import, so a route's actor code downloads with the
 * route only, and the public site never loads trading, funds or KYC code. The account and trading
 * routes' table itself loads with the first location that is not a public route's (never on the
 * landing page); a route in no table runs no actors.
 */
async function loadRoute(path: string): Promise<PageRoute> {
  const entry =
    routeEntryOf(publicPageRoutes, path) ??
    routeEntryOf((await import('./signed-in-page-routes.ts')).signedInPageRoutes, path);
  return entry ? entry.load() : noPageActors;
}

/** The root's `loadPageRoute`. */
export const loadPageRoute = fromPromise<PageRoute, PageLocation>(({ input }) =>
  loadRoute(input.path),
);
