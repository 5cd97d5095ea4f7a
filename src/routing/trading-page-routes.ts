import type { PageRouteEntry } from './page-route-table.ts';

/** The trading and funds pages' actors (orders, positions, wallet, market widgets). */
export const tradingPageRoutes: readonly PageRouteEntry[] = [
  { path: '/orders', load: () => import('../trading-flows.ts').then((m) => m.ordersRoute) },
  { path: '/positions', load: () => import('../trading-flows.ts').then((m) => m.positionsRoute) },
  { path: '/wallet', load: () => import('../wallet-flows.ts').then((m) => m.walletRoute) },
  { path: '/futureCharts', load: () => import('../trade-flows.ts').then((m) => m.tradeRoute) },
];
