import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import type { Clock } from '../../clock.ts';
import type { DeskMemory } from './desk-memory.ts';
import type { DeskSettlement } from './desk-settlement.ts';
import type { DeskTransactions } from './desk-transactions.ts';
import type { MatchingEngine } from './engine/matching-engine.ts';
import type { OptionMarket } from './options/option-market.ts';
import {
  settledSymbols,
  settlementNotice,
  settlementPriceOf,
  settleOption,
} from './options/option-settlement.ts';
import { optionUnitsOf } from './options/option-units.ts';

export interface DeskOptionBooksOptions {
  clock: Clock;
  /** The option chains (none: no options). */
  chains: OptionMarket | undefined;
  /** The desk's books by symbol: listing adds an option's, settling its expiry removes it. */
  units: Map<string, InstrumentUnits>;
  /** The desk's engine now (a rebuild replaces it). */
  engine: () => MatchingEngine;
  tx: DeskTransactions;
  memory: DeskMemory;
  settlement: DeskSettlement;
}

/**
 * The desk's option books: listed when the chains list an option (docs/trading.md, "Options"),
 * and cash-settled and delisted at its expiry. Run in the desk's queue, like every command.
 */
export class DeskOptionBooks {
  readonly #options: DeskOptionBooksOptions;

  constructor(options: DeskOptionBooksOptions) {
    this.#options = options;
  }

  /** An option name the desk has no book for: the chains may have listed it since the last sync. */
  async listIfNew(symbol: string): Promise<void> {
    if (this.#options.chains === undefined || this.#options.units.has(symbol)) return;
    if (optionUnitsOf(symbol) !== undefined) await this.list();
  }

  /** A journaled `list` for every option the chains list now and the desk has no book for. */
  async list(): Promise<void> {
    const chains = this.#options.chains;
    if (chains === undefined) return;
    const now = this.#options.clock.now();
    const fresh = chains.listed().filter((symbol) => {
      const expiry = optionUnitsOf(symbol)?.option?.expiryMs;
      return !this.#options.units.has(symbol) && expiry !== undefined && expiry > now;
    });
    if (fresh.length === 0) return;
    const settled = await settledSymbols(this.#options.tx.conn(), fresh);
    const toList = fresh.filter((symbol) => !settled.has(symbol));
    if (toList.length === 0) return;
    await this.#options.tx.transact(async (trx, at) => {
      for (const symbol of toList) {
        this.#options.engine().execute({ type: 'list', symbol });
        this.#options.units.set(symbol, optionUnitsOf(symbol) as InstrumentUnits);
      }
      await this.#options.settlement.settle(trx, at);
    });
  }

  /**
   * Settles every option book at or past its expiry, in one transaction: the journaled `delist`
   * cancels its open orders (their holds come back), then its positions are cash-settled at the
   * settlement price (option-settlement.ts) and the settlement recorded. A book whose expiry was
   * passed while the server slept is settled at the first run after it.
   */
  async settleExpired(): Promise<void> {
    const now = this.#options.clock.now();
    const due: InstrumentUnits[] = [];
    for (const units of this.#options.units.values()) {
      if (units.option !== undefined && units.option.expiryMs <= now) due.push(units);
    }
    const chains = this.#options.chains;
    if (due.length === 0 || chains === undefined) return;
    const prices = new Map<string, number>();
    for (const units of due) {
      const index = prices.get(units.coin) ?? chains.index(units.coin);
      if (index === undefined) throw new Error(`no index price of ${units.coin} to settle at`);
      prices.set(units.coin, settlementPriceOf(index));
    }
    await this.#options.tx.transact(async (trx, at) => {
      for (const units of due)
        this.#options.engine().execute({ type: 'delist', symbol: units.symbol });
      await this.#options.settlement.settle(trx, at);
      // The settlement reads the balances it moves from the database.
      await this.#options.tx.postPending(trx);
      for (const units of due) {
        const price = prices.get(units.coin) as number;
        this.#options.memory.forgetPositions();
        for (const settled of await settleOption(trx, units, price, at)) {
          this.#options.tx.changed.add(settled.userId);
          this.#options.tx.notices.push(settlementNotice(units.symbol, price, settled, at));
        }
        this.#options.units.delete(units.symbol);
      }
    });
  }
}
