import type { PageRouteEntry } from './page-route-table.ts';

/** The public pages' actors: the landing page's key clearing, sign-up, forgot password. */
export const publicPageRoutes: readonly PageRouteEntry[] = [
  { path: '/', load: () => import('../landing-flows.ts').then((module) => module.landingRoute) },
  { path: '/signup', load: () => import('../flows.ts').then((module) => module.signupRoute) },
  {
    path: '/forgot-password',
    load: () => import('../flows.ts').then((module) => module.forgotPasswordRoute),
  },
];
