import { accountPageRoutes } from './account-page-routes.ts';
import type { PageRouteEntry } from './page-route-table.ts';
import { tradingPageRoutes } from './trading-page-routes.ts';

/** The account and trading pages' actors: loaded with the first location outside the public ones. */
export const signedInPageRoutes: readonly PageRouteEntry[] = [
  ...accountPageRoutes,
  ...tradingPageRoutes,
];
