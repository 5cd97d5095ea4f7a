import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';

/**
 * The rows a projection flush writes (RowBuilder gathers them in projection-rows.ts; the ledger
 * and trading writes put them in their tables).
 */

/** An instrument's tick and lot, as the core has them (`core.units(symbol)`). */
export type UnitsOf = (symbol: string) => InstrumentUnits | undefined;

export interface AccountMove {
  readonly id: string;
  readonly userId: string | null;
  readonly kind: string;
  readonly mayGoNegative: boolean;
  delta: number;
  at: number;
}

export interface WalletTransactionRow {
  readonly id: string;
  readonly coreId: string;
  readonly userId: string;
  readonly type: string;
  readonly status: 'pending' | 'completed';
  readonly amountPaise: number;
  readonly walletDeltaPaise: number;
  readonly balanceAfterPaise: number;
  readonly symbol: string | null;
  readonly orderId: number | null;
  readonly memo: string;
  readonly ref: string | null;
  readonly at: number;
}

export interface JournalRow {
  readonly id: string;
  readonly coreId: string;
  readonly kind: string;
  /** The wallet transaction it belongs to; null for one between exchange accounts only. */
  readonly transactionId: string | null;
  /** A withdrawal's settlement: its journal belongs to the withdrawal the ref names. */
  readonly withdrawalRef: string | null;
  readonly memo: string;
  readonly at: number;
}

export interface EntryRow {
  readonly journalId: string;
  readonly account: string;
  readonly amountPaise: number;
}

/** A pending withdrawal that ended: paid (completed) or returned to the trader (failed). */
export interface WithdrawalOutcome {
  readonly ref: string;
  readonly status: 'completed' | 'failed';
  readonly at: number;
}

export interface OrderRow {
  readonly id: number;
  readonly userId: string;
  readonly clientOrderId: string | null;
  readonly symbol: string;
  readonly side: string;
  readonly type: string;
  readonly timeInForce: string;
  readonly price: number | null;
  readonly size: number;
  readonly filled: number;
  readonly filledNotional: number;
  readonly leverage: number;
  readonly reduceOnly: boolean;
  readonly status: string;
  readonly reason: string | null;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly origin: string;
  /** Its fee's wallet transaction (brokerage and GST), once it paid one. */
  transactionId: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface FillRow {
  readonly coreId: string;
  readonly orderId: number;
  readonly userId: string;
  readonly symbol: string;
  readonly side: string;
  readonly price: number;
  readonly size: number;
  readonly role: string;
  readonly at: number;
}

export interface PositionRow {
  readonly id: string;
  readonly userId: string;
  readonly symbol: string;
  readonly sizeLots: number;
  readonly entryPrice: number;
  readonly leverage: number;
  readonly realisedPaise: number;
  /** Funding received (positive) and paid (negative) over the position's life. */
  readonly fundingPaise: number;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly openedAt: number | null;
  readonly openedSign: number;
  readonly at: number;
}

export interface NoticeRow {
  readonly id: string;
  readonly userId: string;
  readonly kind: string;
  readonly orderId: string;
  readonly symbol: string;
  readonly side: string;
  readonly price: number;
  readonly size: number;
  readonly lot: number;
  readonly message: string;
  readonly at: number;
  readonly trigger: number | null;
  readonly pnlPaise: number | null;
}

/** The rows one flush writes, gathered from its entries' events in journal order. */
export interface ProjectionRows {
  readonly accounts: Map<string, AccountMove>;
  readonly transactions: WalletTransactionRow[];
  readonly journals: JournalRow[];
  readonly entries: EntryRow[];
  readonly withdrawals: WithdrawalOutcome[];
  readonly orders: Map<number, OrderRow>;
  readonly fills: FillRow[];
  readonly positions: Map<string, PositionRow>;
  readonly notices: NoticeRow[];
  /** How many events the rows came from (for the throughput figure). */
  events: number;
}

/** A flush's rows before its first event. */
export function emptyRows(): ProjectionRows {
  return {
    accounts: new Map(),
    transactions: [],
    journals: [],
    entries: [],
    withdrawals: [],
    orders: new Map(),
    fills: [],
    positions: new Map(),
    notices: [],
    events: 0,
  };
}
