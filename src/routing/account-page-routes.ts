import type { PageRouteEntry } from './page-route-table.ts';

/** The signed-in account pages' actors (KYC, profile, referral, settings with its API keys). */
export const accountPageRoutes: readonly PageRouteEntry[] = [
  { path: '/settings', load: () => import('../flows.ts').then((module) => module.settingsRoute) },
  { path: '/kyc', load: () => import('../kyc-flows.ts').then((module) => module.kycRoute) },
  { path: '/profile', load: () => import('../kyc-flows.ts').then((module) => module.profileRoute) },
  {
    path: '/referral',
    load: () => import('../referral-flows.ts').then((module) => module.referralRoute),
  },
];
