import { DAILY_DEPOSIT_CAP_PAISE } from '../../src/contracts/funds.ts';

/**
 * Every figure the core's rules use (docs/trading.md, "The exchange core", lists them). A config is
 * part of the core's state, so a snapshot restores the rules it was taken under.
 */
export interface CoreConfig {
  /** Seconds between funding payments (FUNDING_INTERVAL_S). */
  fundingIntervalS: number;
  /** What the insurance fund starts with, paise. */
  insuranceFundStartPaise: number;
  /** What the market maker starts with, paise. */
  marketMakerStartPaise: number;
  /** The largest share of the insurance fund one liquidation's takeover may commit. */
  takeoverShareOfFund: number;
  /** Liquidation penalty, at most this share of the notional closed, out of what margin is left. */
  liquidationPenaltyRate: number;
  /** Demo deposits a trader may make in one UTC day, paise (the funds API's cap). */
  dailyDepositCapPaise: number;
  /** Open orders a trader may have at once, all instruments. */
  maxOpenOrders: number;
  /** Orders (place and close calls) a trader may send in one second. */
  maxOrdersPerSecond: number;
  /** Open interest a trader may hold in one instrument (position and resting orders), paise. */
  maxOpenInterestPaise: { readonly major: number; readonly other: number };
  /** The market maker quotes no further into a side past this inventory, paise of notional. */
  marketMakerInventoryPaise: number;
  /** Funding: interest per interval and the clamp around it, and the cap of the rate. */
  fundingInterestRate: number;
  fundingClamp: number;
  fundingCap: number;
  /** The margin ratio of the first alert, and the one that liquidates. */
  alertRatio: number;
  liquidationRatio: number;
  /** An alerted position is alerted again only after its ratio fell below this. */
  alertResetRatio: number;
}

const RUPEE = 100;
const CRORE = 10_000_000 * RUPEE;

export const DEFAULT_CORE_CONFIG: CoreConfig = {
  fundingIntervalS: 28_800,
  insuranceFundStartPaise: 1 * CRORE,
  marketMakerStartPaise: 100 * CRORE,
  takeoverShareOfFund: 0.1,
  liquidationPenaltyRate: 0.015,
  dailyDepositCapPaise: Number(DAILY_DEPOSIT_CAP_PAISE),
  maxOpenOrders: 200,
  maxOrdersPerSecond: 50,
  maxOpenInterestPaise: { major: 10 * CRORE, other: 2 * CRORE },
  marketMakerInventoryPaise: 5 * CRORE,
  fundingInterestRate: 0.0001,
  fundingClamp: 0.0005,
  fundingCap: 0.005,
  alertRatio: 0.8,
  liquidationRatio: 1,
  alertResetRatio: 0.7,
};

/** The longest funding interval FUNDING_INTERVAL_S may set: a week. */
export const MAX_FUNDING_INTERVAL_S = 604_800;

/** Coins whose perpetuals are "major": the wider open-interest cap and the 2% price band. */
export const MAJOR_COINS: readonly string[] = ['BTC', 'ETH'];
