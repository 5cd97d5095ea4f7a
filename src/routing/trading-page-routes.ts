import type { PageRouteEntry } from './page-route-table.ts';

/** The trading and funds pages' actors (orders, positions, wallet, market widgets). */
export const tradingPageRoutes: readonly PageRouteEntry[] = [];
