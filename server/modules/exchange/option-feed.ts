import { sql } from 'kysely';
import type { CoreCommand, Quote } from '../../core/core-commands.ts';
import type { CoreResult } from '../../core/core-events.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';
import type { Db } from '../../db/index.ts';
import { listingOf } from '../market/sim/catalogue.ts';
import { innerQuoteTicks } from '../trading/market-maker/quote-ladder.ts';
import type { OptionMarket } from '../trading/options/option-market.ts';

/** The window before expiry whose index TWAP is the settlement price (Deribit's 30 minutes). */
const SETTLEMENT_TWAP_MS = 30 * 60_000;

/**
 * The settlement price of an expiry, rounded to the cent: the time-weighted average of the
 * underlying's index (the simulator's spot price of the coin) over the 30 minutes before 08:00
 * UTC, from its minute candles; the index when the settlement runs if no candle of the window is
 * known.
 */
const settlementPriceOf = (index: number): number => Math.round(index * 100) / 100;

/**
 * An option book is requoted at most this often on the underlying's ticks: the chain re-marks
 * each option once a second (the market's option tick), and a thousand books quoted on every
 * price step would fill the journal with quotes.
 */
export const OPTION_QUOTE_MS = 1_000;

/**
 * An option's quote from its chain entry, in the option's ticks: the mark rounded to the grid,
 * the index the underlying's spot, and the bid and ask onto the grid as the desk's market maker
 * put them (innerQuoteTicks). Undefined for an option the chains cannot mark.
 */
export function optionQuote(
  chains: OptionMarket,
  core: ExchangeCore,
  symbol: string,
): Quote | undefined {
  const units = core.units(symbol);
  const entry = chains.quote(symbol);
  if (units?.option === undefined || entry === undefined) return undefined;
  const tick = units.tickSize;
  const inner = innerQuoteTicks(entry.bid, entry.ask, tick);
  const quote: Quote = {
    symbol,
    mark: Math.max(0, Math.round(entry.mark / tick)),
    index: Math.round(entry.spot / tick),
    bid: Math.max(0, inner.bid),
    ask: inner.ask,
    markUsd: Math.max(0, entry.mark),
    indexUsd: entry.spot,
  };
  return quote.index > 0 && quote.ask > 0 ? quote : undefined;
}

/** The coin of a perpetual the simulator moved (`BTCUSDT-PERP` → `BTC`). */
const coinOf = (perpetual: string): string | undefined =>
  listingOf(perpetual)?.underlying.coin.base;

/** Records an expiry's settlement price once (the desk's table, read by operators and tests). */
async function recordSettlement(
  db: Db,
  symbol: string,
  expiryMs: number,
  price: number,
  at: number,
): Promise<void> {
  await sql`insert into trading_option_settlement (symbol, expiry, settlement_price, settled_at)
    values (${symbol}, ${new Date(expiryMs)}, ${price}, ${new Date(at)})
    on conflict (symbol) do nothing`.execute(db);
}

export interface OptionFeedOptions {
  chains: OptionMarket;
  core: () => ExchangeCore;
  submit: (command: CoreCommand) => Promise<CoreResult>;
  /** The services' clock: expiries are judged by it, as the journal's `at` is. */
  now: () => number;
  db: Db;
}

/**
 * The option chains on the exchange core (docs/trading.md, "Options"), as the desk ran them
 * (desk-options.ts): each option the chains list gets a book (`listOption`), quoted from its chain
 * entry in `tick` commands when its chain re-marks it or its underlying moves, and each book at or
 * past its expiry is cash-settled (`settleOption`) at the desk's settlement price, the underlying's
 * index when the settlement runs, so an expiry slept through is settled at the first run after.
 */
export class OptionFeed {
  readonly #options: OptionFeedOptions;
  /** When each book was last quoted (performance time: a throttle, not a market figure). */
  readonly #quotedAt = new Map<string, number>();

  constructor(options: OptionFeedOptions) {
    this.#options = options;
  }

  /** Settles the expired books, lists the new options and quotes every book whose quote changed. */
  async sync(): Promise<void> {
    await this.settleExpired();
    await this.listNew();
    const quotes = this.quotes(undefined, true);
    if (quotes.length > 0) await this.#options.submit({ type: 'tick', quotes });
  }

  /** One `settleOption` for every option book at or past its expiry, at its index TWAP. */
  async settleExpired(): Promise<void> {
    const { core, chains, submit, now, db } = this.#options;
    const at = now();
    const due: { symbol: string; expiryMs: number; price: number }[] = [];
    for (const symbol of core().optionBooks()) {
      const units = core().units(symbol);
      const expiryMs = units?.option?.expiryMs;
      if (units === undefined || expiryMs === undefined || expiryMs > at) continue;
      const index =
        chains.twap(units.coin, expiryMs - SETTLEMENT_TWAP_MS, expiryMs) ??
        chains.index(units.coin);
      if (index === undefined) throw new Error(`no index price of ${units.coin} to settle at`);
      due.push({ symbol, expiryMs, price: settlementPriceOf(index) });
    }
    // Submitted together, they share the journal's group commits.
    await Promise.all(
      due.map(async ({ symbol, expiryMs, price }) => {
        const { answer } = await submit({ type: 'settleOption', symbol, settlementPrice: price });
        this.#quotedAt.delete(symbol);
        if (answer.kind === 'done') await recordSettlement(db, symbol, expiryMs, price, at);
      }),
    );
  }

  /** One `listOption` for every unexpired option the chains list and the core has no book for. */
  async listNew(): Promise<void> {
    const { core, chains, submit, now } = this.#options;
    const at = now();
    const fresh: CoreCommand[] = [];
    for (const symbol of chains.listed()) {
      if (core().market(symbol) !== undefined) continue;
      const units = core().units(symbol);
      const option = units?.option;
      if (units === undefined || option === undefined || option.expiryMs <= at) continue;
      fresh.push({
        type: 'listOption',
        symbol,
        underlying: units.coin,
        strike: option.strike,
        optionType: option.type,
        expiryMs: option.expiryMs,
      });
    }
    // Submitted together, they share the journal's group commits.
    await Promise.all(fresh.map((command) => submit(command)));
  }

  /**
   * The quotes of the listed option books on these perpetuals' coins (every coin: undefined) that
   * differ from what the core holds; books quoted within OPTION_QUOTE_MS are left out unless `all`.
   */
  quotes(perpetuals: readonly string[] | undefined, all: boolean): Quote[] {
    const { core, chains } = this.#options;
    const coins =
      perpetuals === undefined
        ? undefined
        : new Set(perpetuals.flatMap((perpetual) => coinOf(perpetual) ?? []));
    if (coins?.size === 0) return [];
    const clock = performance.now();
    const out: Quote[] = [];
    for (const symbol of core().optionBooks()) {
      const units = core().units(symbol);
      if (units === undefined || (coins !== undefined && !coins.has(units.coin))) continue;
      if (
        !all &&
        clock - (this.#quotedAt.get(symbol) ?? Number.NEGATIVE_INFINITY) < OPTION_QUOTE_MS
      )
        continue;
      const quote = optionQuote(chains, core(), symbol);
      const held = core().market(symbol);
      if (quote === undefined) continue;
      this.#quotedAt.set(symbol, clock);
      const same =
        held !== undefined &&
        held.mark === quote.mark &&
        held.index === quote.index &&
        held.bid === quote.bid &&
        held.ask === quote.ask;
      if (!same) out.push(quote);
    }
    return out;
  }
}
