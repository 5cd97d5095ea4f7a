import { type Static, Type } from 'typebox';
import { literals, RequestId } from './schema-parts.ts';

/**
 * Stop-loss and take-profit, contract notes and the dev market control (docs/trading.md).
 * Prices USD, money INR rupees.
 */

const UserIdField = Type.Optional(RequestId);
// Null first: the validator coerces types, and would read null as the number 0.
const TriggerPrice = Type.Optional(Type.Union([Type.Null(), Type.Number()]));

/** PATCH /positions/:symbol: a field left out stays as it is; null removes it. */
export const PositionTriggersBody = Type.Object(
  { userId: UserIdField, stopLoss: TriggerPrice, takeProfit: TriggerPrice },
  { additionalProperties: false },
);
export type PositionTriggersBody = Static<typeof PositionTriggersBody>;

export const PositionParams = Type.Object({ symbol: RequestId });
export type PositionParams = Static<typeof PositionParams>;

export const OrderParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 32 }) });
export type OrderParams = Static<typeof OrderParams>;

/** Who placed an order: the trader (also a close), or the exchange's risk pass. */
export type OrderOrigin = 'trader' | 'stop-loss' | 'take-profit' | 'liquidation';

/** The origin column's value (core origins) as the records name it. */
export function orderOriginOf(origin: string | null | undefined): OrderOrigin {
  switch (origin) {
    case 'stop_loss':
      return 'stop-loss';
    case 'take_profit':
      return 'take-profit';
    case 'liquidation':
    case 'takeover':
    case 'adl':
      return 'liquidation';
    default:
      return 'trader';
  }
}

const OrderOriginSchema = literals('trader', 'stop-loss', 'take-profit', 'liquidation');

export const ContractNote = Type.Object({
  /** `CN-<yyyymmdd of execution>-<orderId>`. */
  noteId: Type.String(),
  orderId: Type.String(),
  symbol: Type.String(),
  side: literals('BUY', 'SELL'),
  /** Coins executed. */
  size: Type.Number(),
  /** USD, size-weighted over the fills. */
  averagePrice: Type.Number(),
  /** INR: Σ fill price × size at 85. */
  notional: Type.Number(),
  /** INR. */
  brokerage: Type.Number(),
  gst: Type.Number(),
  /**
   * INR. A perpetual future: what the order did to the wallet, its realised P&L less its charges
   * (its notional is never paid). An option: a buy pays the premium + brokerage + GST, a sell
   * receives the premium − brokerage − GST.
   */
  netAmount: Type.Number(),
  /** Who placed it: the trader, or the exchange for a stop-loss, take-profit or liquidation. */
  origin: OrderOriginSchema,
  /** INR, signed: the P&L the order's closing fills realised; null when it only opened. */
  realisedPnl: Type.Union([Type.Number(), Type.Null()]),
  /** INR: brokerage + GST actually charged (a liquidation pays none). */
  charges: Type.Number(),
  /** Time of the last fill. */
  executedAt: Type.String(),
  fills: Type.Array(
    Type.Object({ price: Type.Number(), size: Type.Number(), time: Type.String() }),
  ),
  trader: Type.Object({ name: Type.String(), email: Type.String() }),
});
export type ContractNote = Static<typeof ContractNote>;

/** Most a dev move may shift a price, either way, in percent. */
export const MAX_MOVE_PERCENT = 50;

export const DevMarketMoveBody = Type.Object(
  {
    /** A coin (`BTC`) or a perpetual (`BTCUSDT-PERP`). */
    symbol: RequestId,
    percent: Type.Number({ minimum: -MAX_MOVE_PERCENT, maximum: MAX_MOVE_PERCENT }),
  },
  { additionalProperties: false },
);
export type DevMarketMoveBody = Static<typeof DevMarketMoveBody>;

export const DevMarketMoveResponse = Type.Object({
  symbol: Type.String(),
  /** The symbol's price before and after the move (a coin's index price, a perpetual's mark). */
  from: Type.Number(),
  to: Type.Number(),
});
export type DevMarketMoveResponse = Static<typeof DevMarketMoveResponse>;

export const devMarketMovePath = '/dev/market/move';

/** Why a stop-loss or take-profit is refused, in words. */
export const TRIGGER_REFUSAL = {
  stopLossPositive: 'Stop-loss must be a positive number',
  takeProfitPositive: 'Take-profit must be a positive number',
  stopLossBelowMarkLong: 'Stop-loss must be below the mark price for a long',
  stopLossAboveMarkShort: 'Stop-loss must be above the mark price for a short',
  takeProfitAboveMarkLong: 'Take-profit must be above the mark price for a long',
  takeProfitBelowMarkShort: 'Take-profit must be below the mark price for a short',
  stopLossBelowEntryBuy: 'Stop-loss must be below the entry price for a buy',
  stopLossAboveEntrySell: 'Stop-loss must be above the entry price for a sell',
  takeProfitAboveEntryBuy: 'Take-profit must be above the entry price for a buy',
  takeProfitBelowEntrySell: 'Take-profit must be below the entry price for a sell',
  notOnReduceOnly: 'A reduce-only order cannot carry a stop-loss or take-profit',
} as const;

export const CONTRACT_NOTE_REFUSAL = {
  notExecuted: 'No contract note: the order has not been executed',
} as const;
