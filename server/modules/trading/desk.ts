import { sql } from 'kysely';
import type { MarketEntry } from '../../../src/contracts/market.ts';
import type {
  Order,
  OrderBookResponse,
  PlaceOrderBody,
  Position,
  PositionsResponse,
} from '../../../src/contracts/trading.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { UNDERLYINGS } from '../market/sim/catalogue.ts';
import { DeskEngine } from './desk-engine.ts';
import { DeskMemory } from './desk-memory.ts';
import { DeskOptionBooks } from './desk-options.ts';
import { DeskPlacement } from './desk-placement.ts';
import { DeskPositions } from './desk-positions.ts';
import { DeskQueue } from './desk-queue.ts';
import { requotedBook, type TickLevel } from './desk-reads.ts';
import { rebuildEngine } from './desk-rebuild.ts';
import { DeskSettlement, MARKET_MAKER } from './desk-settlement.ts';
import { type Committed, DeskTransactions } from './desk-transactions.ts';
import { type EngineEvent, EventLog } from './engine/event-log.ts';
import type { OrderRow } from './fill-ledger.ts';
import { perpetualUnits } from './instruments.ts';
import { type QuoteSource, requoteBook, wantedQuotes } from './market-maker/requote-book.ts';
import type { DeskNotice } from './notices.ts';
import type { OptionMarket, OptionQuote } from './options/option-market.ts';
import { optionUnitsOf } from './options/option-units.ts';
import { orderOf } from './order-views.ts';
import { DatabaseJournal } from './persistent-journal.ts';
import { setPositionTriggers } from './risk/position-triggers.ts';
import { RiskBook } from './risk/risk-book.ts';
import { riskOrderFor } from './risk/risk-close.ts';
import { positionTriggerRefusal } from './risk/trigger-rules.ts';
import type { ReturningWrite } from './write-together.ts';

export { MARKET_MAKER };

/** The most commands one group commit takes. */
const MAX_BATCH = 64;

export interface DeskOptions {
  db: Db;
  clock: Clock;
  /** The simulator's entry (bid, ask, last) of an instrument. */
  marketEntry: (symbol: string) => MarketEntry | undefined;
  /** Called after a committed command changed these traders' money or positions. */
  onChanged?: (userIds: ReadonlySet<string>) => void;
  /** Called after a committed command with what it did to traders' orders, in order. */
  onNotices?: (notices: readonly DeskNotice[]) => void;
  /** The option chains: their books' listings, quotes and settlement prices (none: no options). */
  options?: OptionMarket;
  /** The statement that writes a command's notices in its own transaction (the order stream). */
  noticeWrite?: (notices: readonly DeskNotice[]) => ReturningWrite<{ id: string | number }>;
  /** Called after a committed command with the engine's events (book levels, public trades). */
  onEvents?: (events: readonly EngineEvent[], at: Date) => void;
  /** Told a failure of the work that follows a commit (reading the positions it changed). */
  onError?: (error: unknown) => void;
}

/**
 * The trading desk: one matching engine with a book per perpetual, the market maker quoting each
 * book from the simulator, and every command's orders, fills, positions, ledger entries and
 * journal entries written in one database transaction, answered after it commits. Commands run one
 * at a time (the engine is the single writer of its books); a failed transaction rebuilds the
 * engine from the journal, as a restart would.
 */
export class TradingDesk {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #marketEntry: DeskOptions['marketEntry'];
  readonly #onChanged: DeskOptions['onChanged'];
  readonly #onNotices: DeskOptions['onNotices'];
  readonly #options: OptionMarket | undefined;
  readonly #onEvents: DeskOptions['onEvents'];
  readonly #units = new Map<string, InstrumentUnits>();
  readonly #engines = new DeskEngine(new DatabaseJournal(), new EventLog());
  readonly #tx: DeskTransactions;
  readonly #queue = new DeskQueue((jobs) => this.#tx.runBatch(jobs), MAX_BATCH);
  readonly #positions: DeskPositions;
  readonly #settlement: DeskSettlement;
  readonly #optionBooks: DeskOptionBooks;
  readonly #placement: DeskPlacement;
  /** Open orders, their holds and position sizes, for the checks (reloaded after a rollback). */
  readonly #memory = new DeskMemory();
  readonly #noticeListeners = new Set<(notices: readonly DeskNotice[]) => void>();
  /** Open perpetual and short option positions with their triggers and margin, for the monitor. */
  readonly riskBook = new RiskBook((symbol) => this.#units.get(symbol));
  /** The reads of positions after the commits so far, one after the other. */
  #followed: Promise<void> = Promise.resolve();
  readonly #onError: (error: unknown) => void;
  /** Books with a requote of requoteCrossed waiting in the queue. */
  readonly #requoting = new Set<string>();

  constructor(options: DeskOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#marketEntry = options.marketEntry;
    this.#onChanged = options.onChanged;
    this.#onNotices = options.onNotices;
    this.#options = options.options;
    this.#onEvents = options.onEvents;
    this.#onError = options.onError ?? ((error) => process.emitWarning(String(error)));
    this.#tx = new DeskTransactions({
      db: this.#db,
      clock: this.#clock,
      journal: this.#engines.journal,
      ...(options.noticeWrite === undefined ? {} : { noticeWrite: options.noticeWrite }),
      rebuild: () => this.#rebuild(),
      committed: (done) => this.#committed(done),
    });
    this.#positions = new DeskPositions({
      db: this.#db,
      units: (symbol) => this.#units.get(symbol),
      mark: (symbol) => this.#mark(symbol),
      optionQuote: (symbol) => this.#options?.quote(symbol),
      riskBook: this.riskBook,
    });
    this.#settlement = new DeskSettlement({
      log: this.#engines.log,
      tx: this.#tx,
      memory: this.#memory,
      units: this.#units,
      optionQuote: (symbol) => this.#options?.quote(symbol),
      keepEvents: this.#onEvents !== undefined,
    });
    this.#optionBooks = new DeskOptionBooks({
      clock: this.#clock,
      chains: this.#options,
      units: this.#units,
      engine: () => this.#engines.current,
      tx: this.#tx,
      memory: this.#memory,
      settlement: this.#settlement,
    });
    this.#placement = new DeskPlacement({
      tx: this.#tx,
      memory: this.#memory,
      settlement: this.#settlement,
      engine: () => this.#engines.current,
      units: (symbol) => this.units(symbol),
      mark: (symbol) => this.#mark(symbol),
      optionQuote: (symbol) => this.#options?.quote(symbol),
      requote: (symbol) => this.#requote(symbol),
      nextOrderId: () => this.#engines.nextOrderId(),
    });
    for (const underlying of UNDERLYINGS) {
      const units = perpetualUnits(underlying);
      this.#units.set(units.symbol, units);
    }
  }

  /** Lists the books and replays the journal into them; loads the positions. */
  async start(): Promise<void> {
    await this.#serial(() => this.#rebuild());
    const { rows } = await sql<{ user_id: string }>`
      select distinct user_id from trading_position where size_lots <> 0`.execute(this.#db);
    await this.#positions.refresh(new Set(rows.map((r) => r.user_id)));
  }

  /** The units of a live book (an option past its expiry, or without its chain, is not tradable). */
  units(symbol: string): InstrumentUnits | undefined {
    const units = this.#units.get(symbol);
    if (units?.option === undefined) return units;
    const live = this.#options !== undefined && units.option.expiryMs > this.#clock.now();
    return live ? units : undefined;
  }

  /**
   * Lists a book for every option the chains list now (when the simulator runs) and settles every
   * option book past its expiry (docs/trading.md, "Options"): run every second and at start.
   */
  syncOptions(): Promise<void> {
    return this.#serial(async () => {
      await this.#optionBooks.settleExpired();
      if (this.#options?.running() === true) await this.#optionBooks.list();
    });
  }

  /** Live (unrealised) P&L of a trader in paise at the simulator's marks. */
  livePnl(userId: string): bigint {
    return this.#positions.livePnl(userId);
  }

  /** Traders who hold a position now. */
  holders(): IterableIterator<string> {
    return this.#positions.holders();
  }

  place(userId: string, body: PlaceOrderBody): Promise<Order> {
    return this.#batched(async () => {
      await this.#optionBooks.listIfNew(body.symbol);
      return this.#placement.place(userId, body);
    }, userId);
  }

  /** Also tells these listeners what each committed command did (besides `onNotices`). */
  listenNotices(listener: (notices: readonly DeskNotice[]) => void): () => void {
    this.#noticeListeners.add(listener);
    return () => this.#noticeListeners.delete(listener);
  }

  /** Tells notices that no command made (margin alerts), in order with the commands' notices. */
  notify(notices: DeskNotice[]): Promise<void> {
    return this.#serial(async () => this.#deliver(notices));
  }

  /** The mark price of an instrument: the simulator's price. */
  mark(symbol: string): number | undefined {
    return this.#mark(symbol);
  }

  /** An option's chain entry now (spot and mark); undefined for a perpetual or without chains. */
  optionQuote(symbol: string): OptionQuote | undefined {
    return this.#units.get(symbol)?.kind === 'option' ? this.#options?.quote(symbol) : undefined;
  }

  tickSize(symbol: string): number | undefined {
    return this.#units.get(symbol)?.tickSize;
  }

  now(): Date {
    return new Date(this.#clock.now());
  }

  /**
   * Closes a trader's position at market if, checked now in the queue, it is at a margin ratio of
   * 100% or more (a liquidation) or the mark has reached its stop-loss or take-profit; the close's
   * notice goes out with its fills. Undefined when there was nothing to do.
   */
  closeForRisk(userId: string, symbol: string): Promise<Order | undefined> {
    return this.#batched(async () => {
      // An option at or past its expiry is settled, not closed.
      const units = this.units(symbol);
      const mark = this.#mark(symbol);
      if (units === undefined || mark === undefined) return undefined;
      const quote = this.optionQuote(symbol);
      // It reads the position's margin from the database.
      await this.#tx.postPending();
      const risk = await riskOrderFor(this.#tx.conn(), userId, symbol, mark, units, quote);
      return risk === undefined ? undefined : this.#placement.place(userId, risk.body, risk);
    });
  }

  /**
   * Sets or removes a position's stop-loss and take-profit, checked against the mark now.
   * `position` is undefined when the trader holds none in the instrument.
   */
  setTriggers(
    userId: string,
    symbol: string,
    stopLoss: number | null | undefined,
    takeProfit: number | null | undefined,
  ): Promise<{ position?: Position; refusal?: string }> {
    return this.#serial(async () => {
      const lots = await this.#memory.lots(this.#db, userId, symbol);
      const mark = this.#mark(symbol);
      if (lots === 0 || mark === undefined) return {};
      const refusal = positionTriggerRefusal(
        lots > 0 ? 'long' : 'short',
        mark,
        stopLoss,
        takeProfit,
      );
      if (refusal !== undefined) return { refusal };
      await this.#tx.transact(async (trx, now) => {
        await setPositionTriggers(trx, userId, symbol, stopLoss, takeProfit, now);
        this.#tx.changed.add(userId);
        // The row in memory has the old triggers: read it again at its next fill.
        this.#memory.setPosition(userId, symbol, undefined);
      });
      const { positions } = await this.positions(userId);
      const position = positions.find((p) => p.symbol === symbol);
      return position === undefined ? {} : { position };
    });
  }

  /** Closes all or part of a position with a reduce-only market order; undefined when flat. */
  close(userId: string, symbol: string, size: number | undefined): Promise<Order | undefined> {
    return this.#batched(async () => {
      const lots = await this.#memory.lots(this.#tx.conn(), userId, symbol);
      const units = this.#units.get(symbol);
      if (lots === 0 || units === undefined) return undefined;
      return this.#placement.place(userId, {
        symbol,
        side: lots > 0 ? 'SELL' : 'BUY',
        type: 'market',
        size: size ?? fromUnits(Math.abs(lots), units.lotSize),
        reduceOnly: true,
      });
    });
  }

  /** Cancels one open order of the trader; undefined when it is not theirs or not open. */
  cancel(userId: string, orderId: string): Promise<Order | undefined> {
    return this.#batched(async () => {
      if (!/^[1-9][0-9]{0,14}$/.test(orderId)) return undefined;
      // Every open order is in memory, so one that is not is not open.
      const order = this.#memory.openOrder(orderId);
      if (order === undefined || order.user_id !== userId) return undefined;
      return this.#tx.transact(async (trx, now) => {
        const command = {
          type: 'cancel',
          symbol: order.symbol,
          orderId: Number(orderId),
          owner: userId,
        } as const;
        if (!this.#engines.current.execute(command))
          throw new Error(`open order ${orderId} is not in its book`);
        const touched = await this.#settlement.settle(trx, now);
        return orderOf(touched.get(orderId) as OrderRow);
      });
    });
  }

  /** Cancels every open order of the trader, in one instrument or all. */
  cancelAll(userId: string, symbol: string | undefined): Promise<Order[]> {
    return this.#batched(() =>
      this.#tx.transact(async (trx, now) => {
        const command =
          symbol === undefined
            ? ({ type: 'cancelAll', owner: userId } as const)
            : ({ type: 'cancelAll', owner: userId, symbol } as const);
        this.#engines.current.execute(command);
        const touched = await this.#settlement.settle(trx, now);
        return [...touched.values()].map(orderOf);
      }),
    );
  }

  /**
   * The depth of a book from memory, current with the market, writing nothing: GET /orderbook and
   * the market socket's `orderbook` category. It is the book as the market maker's requote from the
   * latest prices would leave it (requotedBook), worked out beside the book without changing it: no
   * queue, no transaction, no journal. An option the chains list that nobody has traded yet shows
   * the maker's ladder. Undefined for an unknown symbol.
   */
  orderbook(symbol: string, depth: number): OrderBookResponse | undefined {
    const units = this.units(symbol) ?? this.#listableOption(symbol);
    if (units === undefined) return undefined;
    const source = units.kind === 'option' ? this.#optionSource(symbol) : this.#marketEntry(symbol);
    const view = this.#engines.current.book(symbol)?.view() ?? { symbol, bids: [], asks: [] };
    const wanted = source === undefined ? undefined : wantedQuotes(units, source);
    const book = requotedBook(view, MARKET_MAKER, wanted);
    const side = (levels: TickLevel[]) =>
      levels.slice(0, depth).map((l) => ({
        price: fromUnits(l.price, units.tickSize),
        size: fromUnits(l.size, units.lotSize),
      }));
    return { symbol, bids: side(book.bids), asks: side(book.asks), timestamp: this.#clock.now() };
  }

  /**
   * After a market tick of these perpetuals: each of their books, and each option book on the same
   * coins, where the market maker's new quotes would meet a trader's resting order (the market
   * crossed its price) is requoted in the queue, so the order fills at that tick, as `orderbook`
   * already shows it, and `settled` waits for it. A book where nothing would fill is left as it
   * stands and costs nothing: the next order in it requotes it first.
   */
  requoteCrossed(perps: readonly string[]): void {
    const coins = new Set<string>();
    for (const symbol of perps) {
      const coin = this.#units.get(symbol)?.coin;
      if (coin !== undefined) coins.add(coin);
    }
    const books = [...perps];
    for (const units of this.#units.values()) {
      if (units.kind === 'option' && coins.has(units.coin)) books.push(units.symbol);
    }
    for (const symbol of books) {
      if (this.#requoting.has(symbol) || !this.#wouldFill(symbol)) continue;
      this.#requoting.add(symbol);
      const done = this.#batched(async () => {
        this.#requoting.delete(symbol);
        if (!this.#wouldFill(symbol)) return;
        await this.#tx.transact(async (trx, now) => {
          this.#requote(symbol);
          await this.#settlement.settle(trx, now);
        });
      })
        .catch((error: unknown) => this.#onError(error))
        .finally(() => this.#requoting.delete(symbol));
      // The risk checks of this tick (`settled`) see the positions these fills open.
      this.#followed = this.#followed.then(() => done);
    }
  }

  /** Whether requoting a live book from the latest prices would fill an order resting in it. */
  #wouldFill(symbol: string): boolean {
    const book = this.#engines.current.book(symbol);
    // A book nobody has traded in has no orders at all: nothing to quote a price for.
    if (book === undefined || book.orderCount === 0) return false;
    const units = this.units(symbol);
    const source = this.#quoteOf(symbol);
    if (units === undefined || source === undefined) return false;
    const wanted = wantedQuotes(units, source);
    // Only an order at or through the new inner quotes can fill: most ticks stop here.
    const innerBid = wanted.find((q) => q.side === 'BUY')?.price ?? 0;
    const innerAsk = wanted.find((q) => q.side === 'SELL')?.price ?? Number.POSITIVE_INFINITY;
    const bid = book.bestBid();
    const ask = book.bestAsk();
    const reaches =
      (bid !== undefined && bid >= innerAsk) || (ask !== undefined && ask <= innerBid);
    return reaches && requotedBook(book.view(), MARKET_MAKER, wanted).fills;
  }

  /** An option the chains list now, unexpired, that has no book yet (the first order lists it). */
  #listableOption(symbol: string): InstrumentUnits | undefined {
    const units = optionUnitsOf(symbol);
    const chains = this.#options;
    if (units?.option === undefined || chains === undefined || this.#units.has(symbol)) {
      return undefined;
    }
    if (units.option.expiryMs <= this.#clock.now()) return undefined;
    return chains.listed().includes(symbol) ? units : undefined;
  }

  #optionSource(symbol: string): QuoteSource | undefined {
    const quote = this.#options?.quote(symbol);
    return quote === undefined ? undefined : { bid: quote.bid, ask: quote.ask, price: quote.mark };
  }

  positions(userId: string): Promise<PositionsResponse> {
    return this.#positions.positions(userId);
  }

  /** The market maker's cancel and replace of one book from the simulator's latest bid and ask. */
  #requote(symbol: string): void {
    const source = this.#quoteOf(symbol);
    const units = this.#units.get(symbol);
    if (source === undefined || units === undefined) return;
    requoteBook(this.#engines.current, units, source, MARKET_MAKER, () =>
      this.#engines.nextOrderId(),
    );
  }

  /** A fresh engine from the journal (as at a restart), and the open orders and holds reread. */
  async #rebuild(): Promise<void> {
    await rebuildEngine(this.#db, this.#engines, this.#units);
    await this.#memory.reload(this.#db);
  }

  /**
   * Tells what a committed transaction did: notices, engine events, changed traders. The changed
   * traders' positions are read again after it in a chain of their own (`settled`), so the next
   * command need not wait for the read.
   */
  async #committed({ notices, events, changed, at }: Committed): Promise<void> {
    this.#memory.trim();
    this.#deliver(notices);
    if (events.length > 0) this.#onEvents?.(events, at);
    if (changed.size === 0) return;
    this.#followed = this.#followed
      .then(() => this.#positions.refresh(changed))
      .then(() => this.#onChanged?.(changed))
      .catch((error: unknown) => this.#onError(error));
  }

  /** Resolves when the positions of every command committed so far are read again. */
  settled(): Promise<void> {
    return this.#followed;
  }

  #deliver(notices: DeskNotice[]): void {
    if (notices.length === 0) return;
    this.#onNotices?.(notices);
    for (const listener of this.#noticeListeners) listener(notices);
  }

  /** Runs a task alone, in its turn in the queue. */
  #serial<T>(task: () => Promise<T>): Promise<T> {
    return this.#queue.push(task, false);
  }

  /**
   * Runs an order command in its turn, in one transaction with the others waiting then; `userId`
   * names the trader whose balance it may hold from (the batch locks it at its start).
   */
  #batched<T>(task: () => Promise<T>, userId?: string): Promise<T> {
    return this.#queue.push(task, true, userId);
  }

  #mark(symbol: string): number | undefined {
    return this.#quoteOf(symbol)?.price;
  }

  /** The bid, ask and mark the market maker quotes a book from: the simulator's or the chain's. */
  #quoteOf(symbol: string): QuoteSource | undefined {
    if (this.#units.get(symbol)?.kind !== 'option') return this.#marketEntry(symbol);
    return this.#optionSource(symbol);
  }
}
