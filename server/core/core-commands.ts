/**
 * The exchange core's input. Prices are integer ticks and sizes integer lots of the instrument
 * (src/domain/instruments), except the stop-loss and take-profit, USD prices on the mark; money is
 * integer paise. The gateway converts and validates a trader's
 * decimals first; the core checks everything again, so a bad command is refused, never applied.
 * Time is the journal entry's `at`, never a field here.
 */
import type { Side, TimeInForce } from '../modules/trading/engine/commands.ts';

export type { Side, TimeInForce };

/** Demo money in (the demo bank), once per `ref` (the idempotency key). */
export interface DepositCommand {
  type: 'deposit';
  userId: string;
  amountPaise: number;
  ref: string;
}

/** Money out of the available balance into `withdrawals_in_flight`, once per `ref`. */
export interface WithdrawCommand {
  type: 'withdraw';
  userId: string;
  amountPaise: number;
  ref: string;
  /**
   * The trader must confirm it (`withdrawalConfirmed`) within 10 minutes before the bank is asked;
   * unconfirmed, `withdrawalExpired` gives the money back. Absent in journals written before.
   */
  confirm?: boolean;
}

/** The trader confirmed their withdrawal with a code: the bank may now be asked to pay it. */
export interface WithdrawalConfirmedCommand {
  type: 'withdrawalConfirmed';
  userId: string;
  ref: string;
}

/** A withdrawal not confirmed in time: its money goes back to the available balance. */
export interface WithdrawalExpiredCommand {
  type: 'withdrawalExpired';
  ref: string;
}

/** The bank paid a withdrawal (`paid`) or returned it (the money goes back to available). */
export interface WithdrawalSettledCommand {
  type: 'withdrawalSettled';
  ref: string;
  paid: boolean;
}

/** A reward credited from the exchange's rewards account (referrals), once per `ref`. */
export interface RewardCommand {
  type: 'reward';
  userId: string;
  amountPaise: number;
  ref: string;
  memo: string;
}

export interface PlaceCommand {
  type: 'place';
  userId: string;
  symbol: string;
  side: Side;
  orderType: 'limit' | 'market';
  timeInForce: TimeInForce;
  /** Limit orders: the price in ticks. */
  price?: number;
  qty: number;
  /** A whole number from 1 to the instrument's maximum. An add keeps the position's leverage. */
  leverage: number;
  reduceOnly?: boolean;
  clientOrderId?: string;
  /**
   * The gateway's refusal of what it could not turn into ticks and lots (a size off the step, a
   * price off the tick, an unknown instrument): the core records it as a rejected order with
   * these words, as it does its own refusals.
   */
  refusal?: string;
  /** With a refusal: the size the trader asked for, in coins, told in the rejection. */
  refusedSize?: number;
  /**
   * Set on the position when the order opens it: USD prices the mark is compared with (they need
   * not be on the tick grid), checked against the order's entry in the desk's words.
   */
  stopLoss?: number;
  takeProfit?: number;
}

export interface CancelCommand {
  type: 'cancel';
  userId: string;
  orderId: number;
}

export interface CancelAllCommand {
  type: 'cancelAll';
  userId: string;
  symbol?: string;
}

/** Closes all (no qty) or part of a position at market, reduce-only. */
export interface ClosePositionCommand {
  type: 'closePosition';
  userId: string;
  symbol: string;
  qty?: number;
}

/**
 * Sets (a USD price on the mark, not necessarily on the tick grid) or removes (null) a position's
 * stop-loss and take-profit; undefined keeps one.
 */
export interface SetTriggersCommand {
  type: 'setTriggers';
  userId: string;
  symbol: string;
  stopLoss?: number | null;
  takeProfit?: number | null;
}

/** One instrument's prices from the market (the simulator), in ticks. */
export interface Quote {
  symbol: string;
  /** The mark price: margin, P&L, triggers and liquidations use it. */
  mark: number;
  /**
   * The index (spot) price: funding compares the book with it. For an option, the spot of its
   * underlying in the option's ticks (Deribit's margin reads it); an option's mark and bid may be
   * 0 (far out of the money), its ask and index may not.
   */
  index: number;
  /** The market's best bid and ask: the market maker quotes around them. */
  bid: number;
  ask: number;
  /**
   * The exact mark and index in USD, where the tick is coarser than the prices (an option's $1
   * tick against a chain marked to the cent): margin, P&L and the ratio use them.
   */
  markUsd?: number;
  indexUsd?: number;
}

/**
 * The market moved: new marks, then in order the market maker's requotes, the margin alerts,
 * liquidations, stop-loss and take-profit triggers, the insurance fund's unwinds and, when its time
 * has come, funding. The simulator's ticks are commands, so a replay is exact.
 */
export interface TickCommand {
  type: 'tick';
  quotes: Quote[];
}

/** Opens a book for a perpetual of the contract table (at start, for every listed one). */
export interface ListCommand {
  type: 'list';
  symbol: string;
}

/**
 * Opens the book of an option the chain lists (server/core/options/option-contracts.ts):
 * the terms must be those its name says; units from the name (tick per currency, lot the coin's
 * step).
 */
export interface ListOptionCommand {
  type: 'listOption';
  symbol: string;
  underlying: string;
  /** USD. */
  strike: number;
  optionType: 'call' | 'put';
  expiryMs: number;
}

/** Cash-settles an option at or after its expiry at the TWAP the gateway computed, and delists it. */
export interface SettleOptionCommand {
  type: 'settleOption';
  symbol: string;
  /** USD. */
  settlementPrice: number;
}

/**
 * The exchange's settings that live in the environment (FUNDING_INTERVAL_S), journaled so a replay
 * from the factory's default config reaches the same rules. A new funding interval takes effect
 * from the next funding boundary already announced (a market not yet quoted takes it at once).
 */
export interface ConfigureCommand {
  type: 'configure';
  /** Whole seconds from 1 to MAX_FUNDING_INTERVAL_S. */
  fundingIntervalS: number;
}

/** A trader's open position as the trading desk left it, taken over at the upgrade. */
export interface OpeningPosition {
  userId: string;
  /** A listed perpetual. */
  symbol: string;
  /** Signed lots: positive long, negative short. */
  lots: number;
  /** Average entry, USD. */
  entryPrice: number;
  leverage: number;
  /** Its isolated margin (the desk's `margin:<position id>`). */
  marginPaise: number;
  realisedPaise: number;
  /** USD prices on the mark; null when none. */
  stopLoss: number | null;
  takeProfit: number | null;
  openedAt: number;
}

/**
 * A desk order the core must know: an open one is cancelled by the upgrade (its hold is already in
 * the trader's available balance), an ended one keeps its client order id answering it.
 */
export interface OpeningOrder {
  id: number;
  userId: string;
  symbol: string;
  side: Side;
  orderType: 'limit' | 'market';
  timeInForce: TimeInForce;
  /** Ticks (0 for a market order). */
  price: number;
  qty: number;
  filled: number;
  /** Ticks × lots of its fills. */
  filledValue: number;
  leverage: number;
  reduceOnly: boolean;
  status: 'open' | 'partially_filled' | 'filled' | 'cancelled' | 'rejected';
  reason: string | null;
  clientOrderId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A withdrawal the desk took out of a trader's balance and the bank has not answered. */
export interface OpeningWithdrawal {
  /** The desk's transaction id: the settlement names it. */
  ref: string;
  userId: string;
  amountPaise: number;
  requestedAt: number;
}

/**
 * What the trading desk left in the database, taken over by a new core as its first journal
 * entry (server/core/opening.ts), so a replay is exact: balances (each trader's available with
 * their open orders' holds, and the exchange accounts the core carries on), open positions with
 * their margin, the desk's orders and pending withdrawals. The counterpart is `desk_import`.
 */
export interface OpeningCommand {
  type: 'opening';
  /** [account, paise] in the core's names: `available:<user>` and exchange accounts. */
  balances: [string, number][];
  positions: OpeningPosition[];
  orders: OpeningOrder[];
  withdrawals: OpeningWithdrawal[];
  /** Above every desk order id: the core's order ids start here. */
  nextOrderId: number;
}

export type CoreCommand =
  | DepositCommand
  | WithdrawCommand
  | WithdrawalSettledCommand
  | WithdrawalConfirmedCommand
  | WithdrawalExpiredCommand
  | RewardCommand
  | PlaceCommand
  | CancelCommand
  | CancelAllCommand
  | ClosePositionCommand
  | SetTriggersCommand
  | TickCommand
  | ListCommand
  | ListOptionCommand
  | SettleOptionCommand
  | ConfigureCommand
  | OpeningCommand;
