/** What each screen that a later release builds is for, told honestly until it exists. */
export interface PendingPageText {
  readonly title: string;
  readonly lead: string;
  readonly feature: string;
  readonly detail: string;
}

export const pendingPages = {
  signup: {
    title: 'Create your account',
    lead: 'Four steps: your details, a code sent to your email, a few more details, and you are done.',
    feature: 'Sign-up',
    detail: 'It opens with the accounts release, together with email verification.',
  },
  forgotPassword: {
    title: 'Reset your password',
    lead: 'Enter your email, confirm the 6-digit code we send, and choose a new password.',
    feature: 'Password reset',
    detail: 'It opens with the accounts release.',
  },
  dashboard: {
    title: 'Dashboard',
    lead: 'Live prices of the coins you trade, with their change, high, low and trend.',
    feature: 'The live dashboard',
    detail: 'It arrives with the live market data release.',
  },
  futureCharts: {
    title: 'Charts',
    lead: 'Candlestick charts of every futures contract, from 1-minute to daily.',
    feature: 'Charts',
    detail: 'They arrive with the live market data release.',
  },
  options: {
    title: 'Options',
    lead: 'BTC and ETH option chains by expiry: calls, puts, greeks and implied volatility.',
    feature: 'The option chain',
    detail: 'It arrives with the live market data release.',
  },
  futures: {
    title: 'Futures',
    lead: 'All perpetual futures contracts, searchable and sortable.',
    feature: 'The futures list',
    detail: 'It arrives with the live market data release.',
  },
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
  referral: {
    title: 'Refer and earn',
    lead: 'Invite friends and earn up to ₹500 for each one who trades.',
    feature: 'Referrals',
    detail: 'They arrive with the accounts release.',
  },
} satisfies Record<string, PendingPageText>;
