import { sql } from 'kysely';
import { fromUnits } from '../../../../src/domain/instruments/order-units.ts';
import type { Db } from '../../../db/index.ts';
import { PERP_SYMBOLS } from '../../market/sim/catalogue.ts';

/** What the monitor needs of one open perpetual position to judge it at a new mark. */
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
}

const PERPETUALS = new Set(PERP_SYMBOLS);

/**
 * The open perpetual positions by instrument, in memory, so that a market tick looks only at the
 * instruments someone holds. The desk refreshes a trader's entries after each command that
 * changed their money, positions or triggers (after the commit).
 */
export class RiskBook {
  readonly #bySymbol = new Map<string, Map<string, RiskPosition>>();
  readonly #lotSize: (symbol: string) => number | undefined;

  constructor(lotSize: (symbol: string) => number | undefined) {
    this.#lotSize = lotSize;
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

  async refresh(db: Db, userIds: ReadonlySet<string>): Promise<void> {
    if (userIds.size === 0) return;
    const { rows } = await sql<{
      user_id: string;
      symbol: string;
      size_lots: string | number;
      entry_price: number;
      stop_loss: number | null;
      take_profit: number | null;
      opened_at: Date | string | null;
      margin: string | number | null;
    }>`select p.user_id, p.symbol, p.size_lots, p.entry_price, p.stop_loss, p.take_profit,
        p.opened_at, a.balance_paise as margin
      from trading_position p left join ledger_account a on a.id = 'margin:' || p.id::text
      where p.user_id in (${sql.join([...userIds].map((id) => sql`${id}`))})
        and p.size_lots <> 0`.execute(db);
    for (const holders of this.#bySymbol.values()) {
      for (const userId of userIds) holders.delete(userId);
    }
    for (const row of rows) {
      const lot = this.#lotSize(row.symbol);
      if (lot === undefined || !PERPETUALS.has(row.symbol)) continue;
      let holders = this.#bySymbol.get(row.symbol);
      if (holders === undefined) {
        holders = new Map();
        this.#bySymbol.set(row.symbol, holders);
      }
      holders.set(row.user_id, {
        userId: row.user_id,
        symbol: row.symbol,
        sizeCoins: fromUnits(Number(row.size_lots), lot),
        entryPrice: Number(row.entry_price),
        marginPaise: BigInt(row.margin ?? 0),
        stopLoss: row.stop_loss === null ? null : Number(row.stop_loss),
        takeProfit: row.take_profit === null ? null : Number(row.take_profit),
        openedAt: new Date(row.opened_at ?? 0).toISOString(),
      });
    }
    for (const [symbol, holders] of this.#bySymbol) {
      if (holders.size === 0) this.#bySymbol.delete(symbol);
    }
  }
}
