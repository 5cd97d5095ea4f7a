import { fromPromise } from 'xstate';
import type { PageLocation, PageRoute } from '../machines/pages/page-route.ts';
import { accountPageRoutes } from './account-page-routes.ts';
import { pageRouteLoader } from './page-route-table.ts';
import { publicPageRoutes } from './public-page-routes.ts';
import { tradingPageRoutes } from './trading-page-routes.ts';

/**
 * The route table of page actors: each route whose page runs actors, with a lazy loader of their
 * (provided) logic. Each loader is a dynamic import, so a route's actor code downloads with the
 * route only, and the public site never loads trading, funds or KYC code.
 */
const loadRoute = pageRouteLoader([
  ...publicPageRoutes,
  ...accountPageRoutes,
  ...tradingPageRoutes,
]);

/** The root's `loadPageRoute`. */
export const loadPageRoute = fromPromise<PageRoute, PageLocation>(({ input }) =>
  loadRoute(input.path),
);
