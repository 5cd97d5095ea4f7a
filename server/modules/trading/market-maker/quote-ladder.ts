import type { EngineCommand, Side } from '../engine/commands.ts';
import type { BookView } from '../engine/order-book.ts';

/** One quote the market maker wants resting: price in ticks, size in lots. */
export interface Quote {
  side: Side;
  price: number;
  qty: number;
}

/** A quote of the market maker's that rests in the book now. */
export interface RestingQuote extends Quote {
  orderId: number;
}

export interface LadderParams {
  /** Levels a side. */
  levels: number;
  /** Distance between two levels, in ticks. */
  spacingTicks: number;
  /** Size at the inner level, in lots. */
  baseLots: number;
  /** Size added per level outward, in lots. */
  growthLots: number;
}

/** Half a tick of tolerance against binary drift when a USD price is already on the grid. */
const EPSILON = 1e-7;

/**
 * The simulator's bid and ask in ticks: the bid rounded down and the ask rounded up onto the grid
 * (they already lie on it: see src/domain/instruments/tick-size.ts), at least one tick apart.
 */
export function innerQuoteTicks(
  bidUsd: number,
  askUsd: number,
  tickSize: number,
): { bid: number; ask: number } {
  const bid = Math.floor(bidUsd / tickSize + EPSILON);
  const ask = Math.max(Math.ceil(askUsd / tickSize - EPSILON), bid + 1);
  return { bid, ask };
}

/**
 * A ladder a book of this price can carry: levels spaced by half the inner spread (at least a
 * tick), and an inner size worth about `innerNotionalUsd`, at least one lot.
 */
export function ladderParams(
  inner: { bid: number; ask: number },
  priceUsd: number,
  lotSize: number,
  { levels = 10, innerNotionalUsd = 5_000 }: { levels?: number; innerNotionalUsd?: number } = {},
): LadderParams {
  const baseLots = Math.max(1, Math.round(innerNotionalUsd / (priceUsd * lotSize)));
  return {
    levels,
    spacingTicks: Math.max(1, Math.ceil((inner.ask - inner.bid) / 2)),
    baseLots,
    growthLots: baseLots,
  };
}

/**
 * N levels a side: the inner bid and ask at the simulator's bid and ask, then outward by the
 * spacing, each level larger than the one inside it. Bids at zero or below are left out.
 */
export function quoteLadder(inner: { bid: number; ask: number }, params: LadderParams): Quote[] {
  const quotes: Quote[] = [];
  for (let i = 0; i < params.levels; i++) {
    const qty = params.baseLots + i * params.growthLots;
    const bid = inner.bid - i * params.spacingTicks;
    if (bid > 0) quotes.push({ side: 'BUY', price: bid, qty });
    quotes.push({ side: 'SELL', price: inner.ask + i * params.spacingTicks, qty });
  }
  return quotes;
}

/** The market maker's own orders in a book. */
export const restingQuotes = (book: BookView, owner: string): RestingQuote[] => {
  const out: RestingQuote[] = [];
  for (const [side, levels] of [
    ['BUY', book.bids],
    ['SELL', book.asks],
  ] as const) {
    for (const level of levels) {
      for (const order of level.orders) {
        if (order.owner === owner) {
          out.push({ orderId: order.orderId, side, price: level.price, qty: order.remaining });
        }
      }
    }
  }
  return out;
};

/**
 * Cancel and replace, as engine commands: a resting quote that is still wanted at the same price and
 * full size stays (it keeps its place in the queue); every other one is cancelled; every wanted
 * quote not resting is placed as a good-till-cancelled limit. Cancels come first, so a new quote
 * never meets an old one of the same maker.
 */
export function requoteCommands(
  symbol: string,
  owner: string,
  resting: readonly RestingQuote[],
  wanted: readonly Quote[],
  nextOrderId: () => number,
): EngineCommand[] {
  const key = (q: Quote) => `${q.side}:${q.price}:${q.qty}`;
  const open = new Set(wanted.map(key));
  const kept = new Set<string>();
  const commands: EngineCommand[] = [];
  for (const quote of resting) {
    const k = key(quote);
    if (open.has(k) && !kept.has(k)) kept.add(k);
    else commands.push({ type: 'cancel', symbol, orderId: quote.orderId, owner });
  }
  for (const quote of wanted) {
    if (kept.has(key(quote))) continue;
    commands.push({
      type: 'place',
      symbol,
      orderId: nextOrderId(),
      owner,
      side: quote.side,
      orderType: 'limit',
      timeInForce: 'GTC',
      price: quote.price,
      qty: quote.qty,
    });
  }
  return commands;
}
