/** An order as the `orders` table holds it (the projection writes it; the reads map it to views). */
export interface OrderRow {
  id: string;
  user_id: string;
  client_order_id: string | null;
  symbol: string;
  side: 'BUY' | 'SELL';
  type: string;
  time_in_force: string | null;
  price: number | null;
  size: number;
  filled: number;
  filled_notional: number;
  leverage: number;
  reduce_only: boolean;
  status: 'open' | 'partially_filled' | 'filled' | 'cancelled' | 'rejected';
  reason: string | null;
  transaction_id: string | null;
  /** Who placed it: the trader, or the exchange for a stop-loss, take-profit or liquidation. */
  origin?: string;
  created_at: Date | string;
  updated_at: Date | string;
}
