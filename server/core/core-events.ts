/**
 * The exchange core's output: what each command did, as plain values, in order. Projections turn
 * them into the read tables, the gateways into answers, notices and market data. Every id in them
 * is derived from the journal sequence, so a replay produces the same events with the same ids and
 * a projection that sees an event twice can tell.
 */
import type { Side, TimeInForce } from './core-commands.ts';
import type { NoticeKind } from './notice-kinds.ts';

export type OrderStatus = 'open' | 'partially_filled' | 'filled' | 'cancelled' | 'rejected';

/** Who placed an order: the trader, or the core for them (closes, triggers, risk). */
export type OrderOrigin =
  | 'trader'
  | 'close'
  | 'stop_loss'
  | 'take_profit'
  | 'liquidation'
  | 'adl'
  | 'takeover'
  | 'unwind'
  | 'market_maker';

export interface CoreOrder {
  readonly id: number;
  readonly userId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly orderType: 'limit' | 'market';
  readonly timeInForce: TimeInForce;
  /** Ticks; for a market order, the band edge it may not pass. */
  readonly price: number;
  readonly qty: number;
  filled: number;
  /** Sum of price × lots of its fills (ticks × lots): the average fill price is this over `filled`. */
  filledValue: number;
  /** The leverage it was placed at: an add to a position takes the position's. */
  readonly leverage: number;
  readonly reduceOnly: boolean;
  status: OrderStatus;
  reason: string | null;
  readonly clientOrderId: string | null;
  readonly origin: OrderOrigin;
  readonly createdAt: number;
  updatedAt: number;
  /** Paise its hold account keeps now (margin and fee not yet used); 0 once it has ended. */
  holdPaise: number;
  /** Whether its fee (brokerage and GST) was paid: at its first fill. */
  feePaid: boolean;
  /** Set on the position when this order opens it: USD prices on the mark. */
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  /** A gateway's refusal: the size the trader asked for, in coins (its lots were never known). */
  readonly requestedSize?: number;
}

export interface CoreFill {
  readonly id: string;
  readonly orderId: number;
  readonly userId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly price: number;
  readonly qty: number;
  readonly role: 'taker' | 'maker';
  readonly at: number;
}

/**
 * Kinds a trader sees in the wallet's history (their wallet changes), and internal moves between
 * their own accounts (`margin`, `hold`), which change no wallet.
 */
export type TransactionKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_returned'
  | 'referral_reward'
  | 'fee'
  | 'realised_pnl'
  | 'funding'
  | 'liquidation'
  | 'premium'
  | 'settlement'
  | 'hold'
  | 'margin'
  | 'exchange';

export interface LedgerEntry {
  readonly account: string;
  readonly amount: number;
}

/** One balanced movement of money: its entries sum to zero. */
export interface CoreTransaction {
  /** `<seq>.<n>`: the n-th transaction of the journal entry `seq`. */
  readonly id: string;
  readonly kind: TransactionKind;
  /** The trader whose wallet it changes (null: only exchange accounts). */
  readonly userId: string | null;
  readonly memo: string;
  readonly entries: readonly LedgerEntry[];
  /** How much the trader's wallet (available + margin + holds) changed: 0 for an internal move. */
  readonly walletDeltaPaise: number;
  /** The trader's wallet after it: the balance a statement shows. */
  readonly walletAfterPaise: number;
  readonly availableAfterPaise: number;
  readonly orderId: number | null;
  readonly symbol: string | null;
  readonly ref: string | null;
  readonly at: number;
}

export interface CorePositionView {
  readonly userId: string;
  readonly symbol: string;
  /** Signed lots: positive long, negative short, 0 closed. */
  readonly lots: number;
  /** Average entry price in USD (not rounded to the tick). */
  readonly entryPrice: number;
  readonly leverage: number;
  readonly marginPaise: number;
  /** Realised P&L of the position's life so far, paise. */
  readonly realisedPaise: number;
  readonly fundingPaise: number;
  /** USD prices on the mark; null when none. */
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  /** The mark (USD) at which it is liquidated, fee of closing included; 0 when it cannot be. */
  readonly liquidationPrice: number;
  /** The price (USD) at which its margin is gone. */
  readonly bankruptcyPrice: number;
  /** Maintenance margin over equity at the mark; 1 or more is liquidated. */
  readonly marginRatio: number;
  readonly unrealisedPaise: number;
  readonly openedAt: number;
  readonly updatedAt: number;
}

export type { NoticeKind };

export interface CoreNotice {
  /** `<seq>.<n>`: stable across a replay, so a re-sent notice keeps its id. */
  readonly id: string;
  readonly userId: string;
  readonly kind: NoticeKind;
  readonly symbol: string;
  readonly orderId: number | null;
  readonly side: Side | null;
  /** USD price the notice is about (fill, trigger, mark); 0 when none. */
  readonly price: number;
  /** Coins. */
  readonly size: number;
  readonly message: string;
  readonly at: number;
  /** A stop-loss's or take-profit's USD trigger price; null on other notices. */
  readonly trigger: number | null;
  /** What a risk close did to the wallet's P&L, paise (a trigger's realised P&L, a liquidation's loss); null on other notices. */
  readonly pnlPaise: number | null;
}

export type CoreEvent =
  | { readonly type: 'order'; readonly order: Readonly<CoreOrder> }
  | { readonly type: 'fill'; readonly fill: CoreFill }
  | { readonly type: 'transaction'; readonly transaction: CoreTransaction }
  | { readonly type: 'position'; readonly position: CorePositionView }
  | { readonly type: 'notice'; readonly notice: CoreNotice }
  | {
      readonly type: 'level';
      readonly symbol: string;
      readonly side: Side;
      readonly price: number;
      readonly total: number;
    }
  | {
      readonly type: 'trade';
      readonly symbol: string;
      readonly price: number;
      readonly qty: number;
      readonly takerSide: Side;
      readonly at: number;
    }
  | {
      readonly type: 'funding';
      readonly symbol: string;
      /** The rate paid this interval: positive, longs pay shorts. */
      readonly rate: number;
      readonly at: number;
      readonly nextAt: number;
    };

/** What the caller of a command is answered. */
export type CoreAnswer =
  | { readonly kind: 'order'; readonly order: Readonly<CoreOrder> }
  | { readonly kind: 'orders'; readonly orders: readonly Readonly<CoreOrder>[] }
  | { readonly kind: 'done'; readonly transactionId?: string }
  | { readonly kind: 'position'; readonly position: CorePositionView | null }
  | {
      readonly kind: 'refused';
      /** 400 bad input or a rule, 404 nothing to act on, 409 a conflict, 429 too many. */
      readonly status: 400 | 404 | 409 | 422 | 429;
      readonly reason: string;
      readonly retryAfterMs?: number;
      /** A machine-readable code beside the words, where the API has one (funds refusals). */
      readonly code?: string;
    };

export interface CoreResult {
  readonly answer: CoreAnswer;
  readonly events: readonly CoreEvent[];
}
