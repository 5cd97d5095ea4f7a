import type { InstrumentUnits } from '../../src/domain/instruments/tick-size.ts';
import type { CoreConfig } from './core-config.ts';
import type { CoreOrder } from './core-events.ts';

/** A position as the core keeps it; its margin is the balance of its margin account. */
export interface PositionState {
  readonly userId: string;
  readonly symbol: string;
  /** Signed lots: positive long, negative short. */
  lots: number;
  /** Average entry price, USD. */
  entry: number;
  leverage: number;
  realisedPaise: number;
  fundingPaise: number;
  /** USD prices on the mark (not on the tick grid); null when none. */
  stopLoss: number | null;
  takeProfit: number | null;
  openedAt: number;
  updatedAt: number;
  /** Whether its margin alert went out (again only after the ratio fell back). */
  alerted: boolean;
}

/** What the core knows of one instrument's market. */
export interface MarketState {
  /** Ticks; 0 until the first quote. */
  mark: number;
  index: number;
  bid: number;
  ask: number;
  /** Funding: premium × ms and ms sampled since the last payment. */
  premiumWeighted: number;
  premiumMs: number;
  lastSampleAt: number;
  nextFundingAt: number;
  lastFundingRate: number;
  /** The quote's exact mark and index in USD, when it gave them (options). */
  markUsd?: number;
  indexUsd?: number;
}

/** A withdrawal the bank has not answered yet. */
export interface PendingWithdrawal {
  readonly userId: string;
  readonly amountPaise: number;
  /** When it was requested (the bank is asked a set time after). */
  readonly requestedAt: number;
  /** Waiting for the trader's code: the bank is not asked, and it expires 10 minutes on. */
  readonly awaitsConfirmation?: boolean;
  /** When the trader confirmed it (the bank is asked a set time after). */
  readonly confirmedAt?: number;
}

/** What a money command's idempotency key made: its transaction and amount. */
export interface MoneyRef {
  readonly transactionId: string;
  readonly amountPaise: number;
}

/** The whole state as JSON: what a snapshot holds. */
export interface CoreSnapshot {
  readonly version: 1;
  readonly seq: number;
  readonly at: number;
  readonly config: CoreConfig;
  readonly nextOrderId: number;
  readonly balances: [string, number][];
  readonly positions: PositionState[];
  readonly markets: [string, MarketState][];
  /** Open orders, each book's in queue order (price-time priority), then the rest. */
  readonly orders: CoreOrder[];
  /** Resting orders per book, best first, in queue order: [symbol, orderId[]]. */
  readonly books: [string, number[]][];
  readonly clientOrders: [string, CoreOrder][];
  readonly refs: [string, MoneyRef][];
  readonly depositsToday?: [string, [number, number]][];
  readonly withdrawalsToday?: [string, [number, number]][];
  readonly pendingWithdrawals: [string, PendingWithdrawal][];
  readonly rate: [string, [number, number]][];
  /** The listed option books' units (their contracts are rebuilt from them). */
  readonly options: [string, InstrumentUnits][];
}

/** A market before its first quote. */
export const newMarket = (): MarketState => ({
  mark: 0,
  index: 0,
  bid: 0,
  ask: 0,
  premiumWeighted: 0,
  premiumMs: 0,
  lastSampleAt: 0,
  nextFundingAt: 0,
  lastFundingRate: 0,
});

export const positionKey = (userId: string, symbol: string): string => `${userId}|${symbol}`;
