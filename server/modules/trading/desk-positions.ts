import { sql } from 'kysely';
import type { PositionsResponse } from '../../../src/contracts/trading.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import { paiseToRupees } from '../../../src/domain/money/paise.ts';
import type { Db } from '../../db/index.ts';
import type { OptionQuote } from './options/option-market.ts';
import { positionOf } from './order-views.ts';
import { optionMarginRatio, positionMarginRatio, shownMarginRatio } from './risk/margin-ratio.ts';
import type { RiskBook, RiskRow } from './risk/risk-book.ts';

interface CachedPosition {
  symbol: string;
  sizeCoins: number;
  entryPrice: number;
}

export interface DeskPositionsOptions {
  db: Db;
  units: (symbol: string) => InstrumentUnits | undefined;
  /** The mark price of an instrument now. */
  mark: (symbol: string) => number | undefined;
  /** An option's chain entry now. */
  optionQuote: (symbol: string) => OptionQuote | undefined;
  riskBook: RiskBook;
}

/**
 * The traders' positions as the desk shows them: each trader's list (`GET /positions`, the
 * position stream), their live P&L at the marks, and who holds any. Refreshed after a commit for
 * the traders it changed, with the risk book.
 */
export class DeskPositions {
  readonly #options: DeskPositionsOptions;
  readonly #held = new Map<string, CachedPosition[]>();

  constructor(options: DeskPositionsOptions) {
    this.#options = options;
  }

  /** Live (unrealised) P&L of a trader in paise at the marks. */
  livePnl(userId: string): bigint {
    let total = 0n;
    for (const p of this.#held.get(userId) ?? []) {
      // An option counts at its value (size × mark): its premium left the trader's balance, so
      // available + margin + this stays what the trader is worth.
      total +=
        this.#options.units(p.symbol)?.kind === 'option'
          ? BigInt(usdToInrPaise(p.sizeCoins * (this.#options.mark(p.symbol) ?? p.entryPrice)))
          : this.#unrealisedPaise(p);
    }
    return total;
  }

  /** Traders who hold a position now. */
  holders(): IterableIterator<string> {
    return this.#held.keys();
  }

  async positions(userId: string): Promise<PositionsResponse> {
    const rows = await openPositionRows(this.#options.db, [userId]);
    let pnl = 0n;
    let invested = 0n;
    const positions = rows.map((row) => {
      const units = this.#options.units(row.symbol) as InstrumentUnits;
      const cached = {
        symbol: row.symbol,
        sizeCoins: fromUnits(Number(row.size_lots), units.lotSize),
        entryPrice: Number(row.entry_price),
      };
      const unrealisedPaise = this.#unrealisedPaise(cached);
      const marginPaise = BigInt(row.margin ?? 0);
      pnl += unrealisedPaise;
      invested += marginPaise;
      return positionOf({
        ...cached,
        markPrice: this.#options.mark(row.symbol) ?? cached.entryPrice,
        leverage: row.leverage,
        marginPaise,
        realisedPaise: BigInt(row.realised_paise),
        unrealisedPaise,
        stopLoss: row.stop_loss === null ? null : Number(row.stop_loss),
        takeProfit: row.take_profit === null ? null : Number(row.take_profit),
        marginRatio: shownMarginRatio(
          units.option === undefined
            ? positionMarginRatio(cached.sizeCoins, cached.entryPrice, marginPaise, unrealisedPaise)
            : this.#optionRatio(units, cached, marginPaise),
        ),
        openedAt: new Date(row.opened_at ?? row.updated_at).toISOString(),
        ...(units.option === undefined
          ? {}
          : { optionExpiry: new Date(units.option.expiryMs).toISOString() }),
      });
    });
    return { positions, totalPNL: paiseToRupees(pnl), totalInvested: paiseToRupees(invested) };
  }

  /** Reads these traders' positions again (after a commit changed them), and the risk book's. */
  async refresh(userIds: ReadonlySet<string>): Promise<void> {
    if (userIds.size === 0) return;
    const rows = await openPositionRows(this.#options.db, [...userIds]);
    for (const userId of userIds) this.#held.delete(userId);
    for (const row of rows) {
      const list = this.#held.get(row.user_id) ?? [];
      list.push({
        symbol: row.symbol,
        sizeCoins: fromUnits(
          Number(row.size_lots),
          (this.#options.units(row.symbol) as InstrumentUnits).lotSize,
        ),
        entryPrice: Number(row.entry_price),
      });
      this.#held.set(row.user_id, list);
    }
    this.#options.riskBook.load(userIds, rows);
  }

  /** A long option's ratio is 0; a short's is re-marked from its chain entry now. */
  #optionRatio(units: InstrumentUnits, p: CachedPosition, marginPaise: bigint): number {
    const quote = this.#options.optionQuote(units.symbol);
    if (units.option === undefined || quote === undefined) return 0;
    return optionMarginRatio(units.option, p.sizeCoins, p.entryPrice, marginPaise, quote);
  }

  #unrealisedPaise(p: CachedPosition): bigint {
    const mark = this.#options.mark(p.symbol) ?? p.entryPrice;
    return BigInt(usdToInrPaise(p.sizeCoins * (mark - p.entryPrice)));
  }
}

/** The open positions of these traders with their margin, by trader and symbol. */
async function openPositionRows(
  db: Db,
  userIds: readonly string[],
): Promise<(RiskRow & { leverage: number; realised_paise: string | number })[]> {
  const { rows } = await sql<RiskRow & { leverage: number; realised_paise: string | number }>`
    select p.user_id, p.symbol, p.size_lots, p.entry_price, p.leverage, p.realised_paise,
      a.balance_paise as margin, p.stop_loss, p.take_profit, p.opened_at, p.updated_at
    from trading_position p left join ledger_account a on a.id = 'margin:' || p.id::text
    where p.user_id = any(${userIds}::uuid[]) and p.size_lots <> 0
    order by p.user_id, p.symbol`.execute(db);
  return rows;
}
