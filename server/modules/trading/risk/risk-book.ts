import type { OptionType } from '../../../../src/domain/instruments/option-symbol.ts';
import { fromUnits } from '../../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';

/** A trader's open position as the database holds it (desk-positions.ts reads them). */
export interface RiskRow {
  user_id: string;
  symbol: string;
  size_lots: string | number;
  entry_price: number;
  stop_loss: number | null;
  take_profit: number | null;
  opened_at: Date | string | null;
  updated_at: Date | string;
  margin: string | number | null;
}

/** What the monitor needs of one open position (a perpetual, or a short option) to judge it. */
export interface RiskPosition {
  userId: string;
  symbol: string;
  /** Signed: negative for a short. */
  sizeCoins: number;
  entryPrice: number;
  marginPaise: bigint;
  stopLoss: number | null;
  takeProfit: number | null;
  /** ISO time it opened: with user and symbol, names this life of the position. */
  openedAt: string;
  /** A short option's terms (its margin is re-marked from the chain); absent for a perpetual. */
  option?: { type: OptionType; strike: number };
}

/**
 * The open perpetual positions and short option positions by instrument, in memory, so that a
 * market tick looks only at the instruments someone holds (and, when an underlying moves, at the
 * options of it someone is short). The desk refreshes a trader's entries after each command that
 * changed their money, positions or triggers (after the commit). Long options are not in it: they
 * risk their premium only.
 */
export class RiskBook {
  readonly #bySymbol = new Map<string, Map<string, RiskPosition>>();
  /** The options someone is short, by underlying coin. */
  readonly #shortOptionsByCoin = new Map<string, Set<string>>();
  readonly #unitsOf: (symbol: string) => InstrumentUnits | undefined;

  constructor(unitsOf: (symbol: string) => InstrumentUnits | undefined) {
    this.#unitsOf = unitsOf;
  }

  /** The options someone is short whose marks move with this perpetual's underlying. */
  shortOptionsMovedBy(symbol: string): Iterable<string> {
    const units = this.#unitsOf(symbol);
    if (units?.kind !== 'perpetual') return [];
    return this.#shortOptionsByCoin.get(units.coin) ?? [];
  }

  /** The instruments someone holds a position in. */
  symbols(): IterableIterator<string> {
    return this.#bySymbol.keys();
  }

  /** Whether someone holds a position in the instrument. */
  holds(symbol: string): boolean {
    return this.#bySymbol.has(symbol);
  }

  holders(symbol: string): Iterable<RiskPosition> {
    return this.#bySymbol.get(symbol)?.values() ?? [];
  }

  /** Replaces these traders' entries with their open positions `rows` (read after a commit). */
  load(userIds: ReadonlySet<string>, rows: readonly RiskRow[]): void {
    for (const holders of this.#bySymbol.values()) {
      for (const userId of userIds) holders.delete(userId);
    }
    for (const row of rows) {
      const units = this.#unitsOf(row.symbol);
      const lots = Number(row.size_lots);
      if (units === undefined) continue;
      if (units.option !== undefined && lots > 0) continue;
      let holders = this.#bySymbol.get(row.symbol);
      if (holders === undefined) {
        holders = new Map();
        this.#bySymbol.set(row.symbol, holders);
      }
      holders.set(row.user_id, {
        userId: row.user_id,
        symbol: row.symbol,
        sizeCoins: fromUnits(lots, units.lotSize),
        entryPrice: Number(row.entry_price),
        marginPaise: BigInt(row.margin ?? 0),
        stopLoss: row.stop_loss === null ? null : Number(row.stop_loss),
        takeProfit: row.take_profit === null ? null : Number(row.take_profit),
        openedAt: new Date(row.opened_at ?? 0).toISOString(),
        ...(units.option === undefined
          ? {}
          : { option: { type: units.option.type, strike: units.option.strike } }),
      });
    }
    this.#shortOptionsByCoin.clear();
    for (const [symbol, holders] of this.#bySymbol) {
      if (holders.size === 0) {
        this.#bySymbol.delete(symbol);
        continue;
      }
      const units = this.#unitsOf(symbol);
      if (units?.option === undefined) continue;
      let shorts = this.#shortOptionsByCoin.get(units.coin);
      if (shorts === undefined) {
        shorts = new Set();
        this.#shortOptionsByCoin.set(units.coin, shorts);
      }
      shorts.add(symbol);
    }
  }
}
