import type { PageRouteEntry } from './page-route-table.ts';

/** The public pages' actors: the landing page's key clearing, sign-up, forgot password. */
export const publicPageRoutes: readonly PageRouteEntry[] = [];
