/** A notice of the order stream (spec section 3, order notification; CONTRACTS: `kind`). */
export interface OrderNotice {
  /** A decimal string of a per-server increasing integer. */
  readonly messageId: string;
  readonly orderId: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly price: number;
  readonly size: number;
  readonly message: string;
  readonly timestamp: string;
  /** fill, cancel, reject, trigger, liquidation, margin-alert, adl, funding, settlement. */
  readonly kind: string;
  /** A trigger notice's stop-loss or take-profit price, USD. */
  readonly triggerPrice?: number;
  /** Rupees, signed: a trigger close's realised P&L, a liquidation's loss. */
  readonly realisedPnl?: number;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a parsed order stream message; null when it is not an order notification. */
export function readOrderNotice(message: unknown): OrderNotice | null {
  if (!isRecord(message) || message.category !== 'order' || !isRecord(message.payload)) return null;
  const { messageId } = message;
  const payload = message.payload;
  const id = typeof messageId === 'number' ? String(messageId) : messageId;
  if (typeof id !== 'string' || !/^\d+$/.test(id)) return null;
  if (payload.operation !== 'BUY' && payload.operation !== 'SELL') return null;
  if (typeof payload.message !== 'string' || typeof payload.stockSymbol !== 'string') return null;
  return {
    messageId: id,
    orderId: String(payload.orderId ?? ''),
    symbol: payload.stockSymbol,
    side: payload.operation,
    price: Number(payload.price ?? 0),
    size: Number(payload.size ?? 0),
    message: payload.message,
    timestamp: String(payload.timestamp ?? ''),
    kind: typeof payload.kind === 'string' ? payload.kind : 'fill',
    ...(finite(payload.triggerPrice) === undefined
      ? {}
      : { triggerPrice: finite(payload.triggerPrice) as number }),
    ...(finite(payload.realisedPnl) === undefined
      ? {}
      : { realisedPnl: finite(payload.realisedPnl) as number }),
  };
}

/** The later of two decimal message ids (null is before any). */
export function laterMessageId(a: string | null, b: string): string {
  if (a === null) return b;
  return BigInt(b) > BigInt(a) ? b : a;
}

/** Notices a trader's liquidation-alert preference governs; the rest follow the order-toast one. */
export const isRiskNotice = (kind: string): boolean =>
  kind === 'liquidation' || kind === 'margin-alert';
