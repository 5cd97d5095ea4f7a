import type {
  Order,
  OrderBookResponse,
  PlaceOrderBody,
  Position,
  PositionsResponse,
} from '../../../src/contracts/trading.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';

/**
 * What the trading calls need of whatever runs the books: the trading desk today, the exchange
 * core's venue (server/modules/exchange/venue.ts) as it takes over.
 */
export interface TradingVenue {
  place(userId: string, body: PlaceOrderBody): Promise<Order>;
  /** Undefined when the order is not the trader's or not open. */
  cancel(userId: string, orderId: string): Promise<Order | undefined>;
  cancelAll(userId: string, symbol: string | undefined): Promise<Order[]>;
  /** Undefined when the trader holds no position in the instrument. */
  close(userId: string, symbol: string, size: number | undefined): Promise<Order | undefined>;
  setTriggers(
    userId: string,
    symbol: string,
    stopLoss: number | null | undefined,
    takeProfit: number | null | undefined,
  ): Promise<{ position?: Position; refusal?: string }>;
  positions(userId: string): Promise<PositionsResponse> | PositionsResponse;
  /** The book from memory: a public read never writes. */
  orderbook(symbol: string, depth: number): OrderBookResponse | undefined;
  units(symbol: string): InstrumentUnits | undefined;
  /** Resolves once the read tables hold the trader's own commands so far (read-your-writes). */
  caughtUp?(userId: string): Promise<void>;
}
