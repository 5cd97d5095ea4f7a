/**
 * The ledger's account names (docs/funds.md): a trader's available balance, the hold of each of
 * their open orders and the isolated margin of each of their positions make their wallet; the
 * exchange's own accounts have fixed names. The market maker and the insurance fund hold positions
 * like traders, so they are owners too, whose available balance is their exchange account.
 */
export const MARKET_MAKER = 'market_maker';
export const INSURANCE_FUND = 'insurance_fund';

export const EXCHANGE = {
  demoDeposits: 'demo_deposits',
  withdrawalsInFlight: 'withdrawals_in_flight',
  bankPayouts: 'bank_payouts',
  fees: 'fees',
  gstPayable: 'gst_payable',
  insuranceFund: INSURANCE_FUND,
  marketMaker: MARKET_MAKER,
  /** The other side of realised P&L: what closing traders gained or lost against the market. */
  clearing: 'clearing',
  /** Funding passes through here within one payment round and ends it at zero. */
  fundingPool: 'funding_pool',
  /** Referral rewards come from here (the exchange's marketing budget). */
  rewards: 'rewards',
  /** Where the insurance fund's and the market maker's starting balances come from. */
  capital: 'exchange_capital',
} as const;

/** Owners that are the exchange itself: no fees, no caps, positions of their own. */
export const isHouse = (owner: string): boolean =>
  owner === MARKET_MAKER || owner === INSURANCE_FUND;

export const availableAccount = (owner: string): string =>
  isHouse(owner) ? owner : `available:${owner}`;
export const holdAccount = (owner: string, orderId: number): string => `hold:${owner}:${orderId}`;
export const marginAccount = (owner: string, symbol: string): string => `margin:${owner}:${symbol}`;

/** Accounts that may never go below zero: a trader's, and the two house balances. */
export const mustStayCovered = (account: string): boolean =>
  account.startsWith('available:') ||
  account.startsWith('hold:') ||
  account.startsWith('margin:') ||
  account === INSURANCE_FUND ||
  account === MARKET_MAKER;

/** The owner whose wallet an account belongs to (house owners included); undefined for the rest. */
export function ownerOf(account: string): string | undefined {
  if (account === MARKET_MAKER || account === INSURANCE_FUND) return account;
  const colon = account.indexOf(':');
  if (colon < 0) return undefined;
  const kind = account.slice(0, colon);
  if (kind === 'available') return account.slice(colon + 1);
  if (kind !== 'hold' && kind !== 'margin') return undefined;
  const rest = account.slice(colon + 1);
  // Owner ids are uuids or house names: no colon in them.
  return rest.slice(0, rest.indexOf(':'));
}
