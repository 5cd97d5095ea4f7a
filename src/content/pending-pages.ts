/**
 * What each screen that a later release builds is for, told honestly until it exists. Each key is
 * also the page's path (`orders` is /orders): menu entries and tabs that lead to one carry a
 * "soon" label (`isPendingPath`), so removing an entry here removes its label everywhere.
 */
export interface PendingPageText {
  readonly title: string;
  readonly lead: string;
  readonly feature: string;
  readonly detail: string;
}

export const pendingPages = {
  referral: {
    title: 'Refer and earn',
    lead: 'Invite friends and earn up to ₹500 for each one who trades.',
    feature: 'Referrals',
    detail: 'They arrive with the accounts release.',
  },
} satisfies Record<string, PendingPageText>;

/** Whether `href` leads to a page that is not built yet (paths match case-insensitively). */
export const isPendingPath = (href: string): boolean =>
  Object.hasOwn(pendingPages, href.replace(/^\//, '').toLowerCase());
