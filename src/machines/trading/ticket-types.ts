import type { Order } from '../../contracts/trading.ts';

export type TicketSide = 'BUY' | 'SELL';
export type TicketOrderType = 'market' | 'limit';

/** The market as the ticket last saw it (USD): the mark, the best bid and ask, the underlying. */
export interface TicketMarket {
  readonly mark: number;
  readonly bid: number | null;
  readonly ask: number | null;
  /** Options: the underlying's price (a short option's margin reads it); null when unknown. */
  readonly underlying: number | null;
}

/** What the trader has entered: the order the ticket would send. */
export interface TicketDraft {
  readonly symbol: string;
  readonly side: TicketSide;
  readonly type: TicketOrderType;
  /** The size as typed (shown while the field has focus). */
  readonly sizeText: string;
  /** The typed size in coins, as typed (0 when blank or unreadable); off the step it is refused. */
  readonly size: number;
  /**
   * Limit price in USD, on the tick grid; null for none. Prices are typed in the display
   * currency and converted at the edge; a typed zero, negative or unreadable price stays (as
   * that number, or NaN) so that the checks refuse it in words.
   */
  readonly price: number | null;
  /** Perpetuals only: 1x–200x, whole. */
  readonly leverage: number;
  /** USD trigger prices on the mark, or null (a bad typed value kept, as for the price). */
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly reduceOnly: boolean;
}

/** A pre-trade refusal: which check refused, in words for the trader. */
export interface TicketRefusal {
  readonly code: TicketRefusalCode;
  readonly message: string;
}

export type TicketRefusalCode =
  | 'sizeBelowStep'
  | 'sizeOffStep'
  | 'limitPriceMissing'
  | 'limitPriceNotPositive'
  | 'stopLossNotPositive'
  | 'takeProfitNotPositive'
  | 'stopLossWrongSide'
  | 'stopLossBeyondLiquidation'
  | 'takeProfitWrongSide'
  | 'insufficientFunds';

export type { Order };
