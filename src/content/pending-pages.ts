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
  orders: {
    title: 'Order book',
    lead: 'Your open, filled and cancelled orders.',
    feature: 'The order book',
    detail: 'It arrives with the trading release.',
  },
  positions: {
    title: 'Portfolio',
    lead: 'Your open positions with live profit and loss.',
    feature: 'The portfolio',
    detail: 'It arrives with the trading release.',
  },
} satisfies Record<string, PendingPageText>;

/** Whether `href` leads to a page that is not built yet (paths match case-insensitively). */
export const isPendingPath = (href: string): boolean =>
  Object.hasOwn(pendingPages, href.replace(/^\//, '').toLowerCase());
