import type { PageRouteEntry } from './page-route-table.ts';

/**
 * The public pages' actors: the landing page's key clearing, the contact and API waitlist forms,
 * sign-up, forgot password.
 */
export const publicPageRoutes: readonly PageRouteEntry[] = [
  { path: '/', load: () => import('../landing-flows.ts').then((module) => module.landingRoute) },
  {
    path: '/contact',
    load: () => import('../public-form-flows.ts').then((module) => module.contactRoute),
  },
  {
    path: '/api-docs',
    load: () => import('../public-form-flows.ts').then((module) => module.apiDocsRoute),
  },
  { path: '/signup', load: () => import('../flows.ts').then((module) => module.signupRoute) },
  {
    path: '/forgot-password',
    load: () => import('../flows.ts').then((module) => module.forgotPasswordRoute),
  },
];
