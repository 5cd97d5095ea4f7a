import type { PageRouteEntry } from './page-route-table.ts';

/** The signed-in account pages' actors (KYC, profile, referral, settings). */
export const accountPageRoutes: readonly PageRouteEntry[] = [];
