import type { PageRouteEntry } from './page-route-table.ts';

/** The trading and funds pages' actors (orders, positions, wallet, market widgets). */
export const tradingPageRoutes: readonly PageRouteEntry[] = [
  { path: '/orders', load: () => import('../trading-flows.ts').then((m) => m.ordersRoute) },
  { path: '/positions', load: () => import('../trading-flows.ts').then((m) => m.positionsRoute) },
  { path: '/wallet', load: () => import('../wallet-flows.ts').then((m) => m.walletRoute) },
  { path: '/dashboard', load: () => import('../dashboard-flows.ts').then((m) => m.dashboardRoute) },
  { path: '/futures', load: () => import('../market-flows.ts').then((m) => m.marketRoute) },
  { path: '/options', load: () => import('../market-flows.ts').then((m) => m.marketRoute) },
  { path: '/markets', load: () => import('../market-flows.ts').then((m) => m.publicMarketsRoute) },
  { path: '/futureCharts', load: () => import('../trade-flows.ts').then((m) => m.tradeRoute) },
];
