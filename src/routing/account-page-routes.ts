import type { PageRouteEntry } from './page-route-table.ts';

/** The signed-in account pages' actors (KYC, profile, referral, settings). */
export const accountPageRoutes: readonly PageRouteEntry[] = [
  // Settings with its API keys section (issue 29); found before the plain /settings entry below.
  {
    path: '/settings',
    load: () => import('../api-keys-flow.ts').then((module) => module.settingsWithApiKeysRoute),
  },
  { path: '/settings', load: () => import('../flows.ts').then((module) => module.settingsRoute) },
  { path: '/kyc', load: () => import('../kyc-flows.ts').then((module) => module.kycRoute) },
  { path: '/profile', load: () => import('../kyc-flows.ts').then((module) => module.profileRoute) },
  {
    path: '/referral',
    load: () => import('../referral-flows.ts').then((module) => module.referralRoute),
  },
];
