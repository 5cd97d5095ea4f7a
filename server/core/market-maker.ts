import {
  type Quote as LadderQuote,
  ladderParams,
  quoteLadder,
  requoteCommands,
  restingQuotes,
} from '../modules/trading/market-maker/quote-ladder.ts';
import { MARKET_MAKER } from './accounts.ts';
import type { Quote } from './core-commands.ts';
import type { CoreContext } from './core-context.ts';
import { newOrder } from './new-order.ts';
import { cancelResting, execute, REQUOTED } from './order-flow.ts';
import { notionalPaise } from './position-math.ts';

/** Levels a side of a perpetual's ladder. */
const PERPETUAL_LEVELS = 10;
/**
 * Levels a side of an option's: thin, as option books are on Deribit and Delta. A thousand option
 * books are requoted about once a second, and their ladders were a quarter of the core's time.
 */
const OPTION_LEVELS = 5;

/**
 * The market maker's cancel and replace of one book around the market's bid and ask, as orders of
 * its own through the same books (a quote may meet a trader's resting order and fill it). It stops
 * quoting the side that would take its inventory past its cap, and stops altogether when its balance
 * falls below a tenth of what it started with, so that its balance never goes below zero.
 */
export function requote(context: CoreContext, quote: Quote): void {
  const contract = context.contract(quote.symbol);
  const book = context.engine.book(quote.symbol);
  // A far out-of-the-money option quotes no bid: its asks are still quoted.
  const noBid = quote.bid <= 0 && contract?.units.option === undefined;
  if (contract === undefined || book === undefined || noBid) return;
  const { units } = contract;
  const inner = { bid: quote.bid, ask: Math.max(quote.ask, quote.bid + 1) };
  const priceUsd = context.usd(quote.symbol, quote.mark > 0 ? quote.mark : inner.ask);
  const solvent = context.available(MARKET_MAKER) >= context.config.marketMakerStartPaise / 10;
  const lots = context.position(MARKET_MAKER, quote.symbol)?.lots ?? 0;
  const inventory = notionalPaise(context.coins(quote.symbol, lots), priceUsd);
  const full = inventory >= context.config.marketMakerInventoryPaise;
  const wanted = solvent
    ? quoteLadder(
        inner,
        ladderParams(inner, priceUsd, units.lotSize, {
          levels: units.option === undefined ? PERPETUAL_LEVELS : OPTION_LEVELS,
        }),
      ).filter((q) => !(full && (q.side === 'BUY' ? lots > 0 : lots < 0)))
    : [];
  const last = context.quoted.get(quote.symbol);
  if (last !== undefined && sameLadder(last, wanted)) return;
  // Cached before the orders go in: one that fills on its way in uncaches the book again.
  context.quoted.set(quote.symbol, wanted);
  const resting = restingQuotes(book.view(), MARKET_MAKER);
  const commands = requoteCommands(
    quote.symbol,
    MARKET_MAKER,
    resting,
    wanted,
    () => context.nextOrderId++,
  );
  for (const command of commands) {
    if (command.type === 'cancel') {
      const order = context.orders.get(command.orderId);
      if (order !== undefined) cancelResting(context, order, REQUOTED);
      continue;
    }
    if (command.type !== 'place') continue;
    const order = newOrder(context, {
      id: command.orderId,
      userId: MARKET_MAKER,
      symbol: quote.symbol,
      side: command.side,
      orderType: 'limit',
      timeInForce: 'GTC',
      price: command.price,
      qty: command.qty,
      leverage: 1,
      origin: 'market_maker',
      feePaid: true,
    });
    execute(context, order);
  }
}

function sameLadder(a: readonly LadderQuote[], b: readonly LadderQuote[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as LadderQuote;
    const y = b[i] as LadderQuote;
    if (x.side !== y.side || x.price !== y.price || x.qty !== y.qty) return false;
  }
  return true;
}
