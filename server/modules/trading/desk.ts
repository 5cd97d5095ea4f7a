import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { MarketEntry } from '../../../src/contracts/market.ts';
import {
  ORDER_REFUSAL,
  type Order,
  type OrderBookResponse,
  type PlaceOrderBody,
  type Position,
  type PositionsResponse,
} from '../../../src/contracts/trading.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { ORDER_FEE_PAISE } from '../../../src/domain/trading/fees.ts';
import { initialMarginPaise } from '../../../src/domain/trading/perp-margin.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { availableAccount, lockAvailable, postJournal } from '../funds/ledger.ts';
import { UNDERLYINGS } from '../market/sim/catalogue.ts';
import { DeskMemory } from './desk-memory.ts';
import { DeskPositions } from './desk-positions.ts';
import { DeskQueue } from './desk-queue.ts';
import { type Committed, DeskTransactions } from './desk-transactions.ts';
import { type PlaceCommand, REJECT } from './engine/commands.ts';
import { type EngineEvent, EventLog } from './engine/event-log.ts';
import { MatchingEngine } from './engine/matching-engine.ts';
import {
  bookFill,
  holdAccount,
  type OrderRow,
  openAccount,
  type PositionRow,
  releaseHold,
} from './fill-ledger.ts';
import { perpetualUnits } from './instruments.ts';
import {
  innerQuoteTicks,
  ladderParams,
  quoteLadder,
  requoteCommands,
  restingQuotes,
} from './market-maker/quote-ladder.ts';
import type { DeskNotice } from './notices.ts';
import { noticeOf } from './notices.ts';
import type { OptionMarket, OptionQuote } from './options/option-market.ts';
import { bookOptionFill, OPTION_LEVERAGE, optionHoldOf } from './options/option-money.ts';
import {
  settledSymbols,
  settlementNotice,
  settlementPriceOf,
  settleOption,
} from './options/option-settlement.ts';
import { optionUnitsOf } from './options/option-units.ts';
import { holdOrderMoney } from './order-hold.ts';
import { toPlaceCommand } from './order-intake.ts';
import { leverageReason, marginToHold } from './order-margin.ts';
import { orderOf } from './order-views.ts';
import type { DeskOrderRow } from './order-writes.ts';
import { DatabaseJournal } from './persistent-journal.ts';
import { applyOrderTriggers, followSide } from './position-writes.ts';
import {
  hasPendingTriggers,
  setPositionTriggers,
  syncPositionTriggers,
} from './risk/position-triggers.ts';
import { RiskBook } from './risk/risk-book.ts';
import { type RiskOrder, riskOrderFor } from './risk/risk-close.ts';
import { orderTriggerRefusal, positionTriggerRefusal } from './risk/trigger-rules.ts';
import type { ReturningWrite } from './write-together.ts';

/** The market maker's owner name in the books; its money is the ledger account `market_maker`. */
export const MARKET_MAKER = 'market-maker';
/** Leverage of an order that names none. */
export const DEFAULT_LEVERAGE = 10;
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
  readonly #journal = new DatabaseJournal();
  readonly #log = new EventLog();
  #engine = new MatchingEngine(this.#journal, this.#log);
  #nextOrderId = 1;
  readonly #tx: DeskTransactions;
  readonly #queue = new DeskQueue((jobs) => this.#tx.runBatch(jobs), MAX_BATCH);
  readonly #positions: DeskPositions;
  /** Open orders, their holds and position sizes, for the checks (reloaded after a rollback). */
  readonly #memory = new DeskMemory();
  readonly #noticeListeners = new Set<(notices: readonly DeskNotice[]) => void>();
  /** Open perpetual and short option positions with their triggers and margin, for the monitor. */
  readonly riskBook = new RiskBook((symbol) => this.#units.get(symbol));
  /** The reads of positions after the commits so far, one after the other. */
  #followed: Promise<void> = Promise.resolve();
  readonly #onError: (error: unknown) => void;

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
      journal: this.#journal,
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
      await this.#settleExpired();
      if (this.#options?.running() === true) await this.#listOptions();
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
      await this.#listIfNewOption(body.symbol);
      return this.#place(userId, body);
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
      return risk === undefined ? undefined : this.#place(userId, risk.body, risk);
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
      return this.#place(userId, {
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
        if (!this.#engine.execute(command))
          throw new Error(`open order ${orderId} is not in its book`);
        const touched = await this.#settle(trx, now);
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
        this.#engine.execute(command);
        const touched = await this.#settle(trx, now);
        return [...touched.values()].map(orderOf);
      }),
    );
  }

  /** Depth of a book after quoting it from the simulator's latest prices. */
  orderbook(symbol: string, depth: number): Promise<OrderBookResponse | undefined> {
    return this.#batched(async () => {
      await this.#listIfNewOption(symbol);
      const units = this.units(symbol);
      if (units === undefined) return undefined;
      return this.#tx.transact(async (trx, now) => {
        this.#requote(symbol);
        await this.#settle(trx, now);
        return this.bookDepth(symbol, depth, now);
      });
    });
  }

  /** Depth of a book as it stands (no requote); undefined for an unknown symbol. */
  bookDepth(
    symbol: string,
    depth: number,
    now = new Date(this.#clock.now()),
  ): OrderBookResponse | undefined {
    const units = this.#units.get(symbol);
    if (units === undefined) return undefined;
    const book = this.#engine.book(symbol)?.depth(depth) ?? { bids: [], asks: [] };
    const side = (levels: { price: number; size: number }[]) =>
      levels.map((l) => ({
        price: fromUnits(l.price, units.tickSize),
        size: fromUnits(l.size, units.lotSize),
      }));
    return { symbol, bids: side(book.bids), asks: side(book.asks), timestamp: now.getTime() };
  }

  positions(userId: string): Promise<PositionsResponse> {
    return this.#positions.positions(userId);
  }

  /** An option name the desk has no book for: the chains may have listed it since the last sync. */
  async #listIfNewOption(symbol: string): Promise<void> {
    if (this.#options === undefined || this.#units.has(symbol)) return;
    if (optionUnitsOf(symbol) !== undefined) await this.#listOptions();
  }

  /** A journaled `list` for every option the chains list now and the desk has no book for. */
  async #listOptions(): Promise<void> {
    const options = this.#options;
    if (options === undefined) return;
    const now = this.#clock.now();
    const fresh = options.listed().filter((symbol) => {
      const expiry = optionUnitsOf(symbol)?.option?.expiryMs;
      return !this.#units.has(symbol) && expiry !== undefined && expiry > now;
    });
    if (fresh.length === 0) return;
    const settled = await settledSymbols(this.#tx.conn(), fresh);
    const toList = fresh.filter((symbol) => !settled.has(symbol));
    if (toList.length === 0) return;
    await this.#tx.transact(async (trx, at) => {
      for (const symbol of toList) {
        this.#engine.execute({ type: 'list', symbol });
        this.#units.set(symbol, optionUnitsOf(symbol) as InstrumentUnits);
      }
      await this.#settle(trx, at);
    });
  }

  /**
   * Settles every option book at or past its expiry, in one transaction: the journaled `delist`
   * cancels its open orders (their holds come back), then its positions are cash-settled at the
   * settlement price (option-settlement.ts) and the settlement recorded. A book whose expiry was
   * passed while the server slept is settled at the first run after it.
   */
  async #settleExpired(): Promise<void> {
    const now = this.#clock.now();
    const due: InstrumentUnits[] = [];
    for (const units of this.#units.values()) {
      if (units.option !== undefined && units.option.expiryMs <= now) due.push(units);
    }
    const options = this.#options;
    if (due.length === 0 || options === undefined) return;
    const prices = new Map<string, number>();
    for (const units of due) {
      const index = prices.get(units.coin) ?? options.index(units.coin);
      if (index === undefined) throw new Error(`no index price of ${units.coin} to settle at`);
      prices.set(units.coin, settlementPriceOf(index));
    }
    await this.#tx.transact(async (trx, at) => {
      for (const units of due) this.#engine.execute({ type: 'delist', symbol: units.symbol });
      await this.#settle(trx, at);
      // The settlement reads the balances it moves from the database.
      await this.#tx.postPending(trx);
      for (const units of due) {
        const price = prices.get(units.coin) as number;
        this.#memory.forgetPositions();
        for (const settled of await settleOption(trx, units, price, at)) {
          this.#tx.changed.add(settled.userId);
          this.#tx.notices.push(settlementNotice(units.symbol, price, settled, at));
        }
        this.#units.delete(units.symbol);
      }
    });
  }

  async #place(userId: string, body: PlaceOrderBody, risk?: RiskOrder): Promise<Order> {
    if (body.clientOrderId !== undefined) {
      const pending = this.#tx.orders.byClientOrderId(userId, body.clientOrderId);
      if (pending !== undefined) return orderOf(pending);
      const { rows } = await sql<OrderRow>`select * from trading_order
        where user_id = ${userId} and client_order_id = ${body.clientOrderId}`.execute(
        this.#tx.conn(),
      );
      if (rows[0] !== undefined) return orderOf(rows[0]);
    }
    const orderId = this.#nextOrderId++;
    const units = this.units(body.symbol);
    const leverage =
      units?.kind === 'option' ? OPTION_LEVERAGE : (body.leverage ?? DEFAULT_LEVERAGE);
    const intake = toPlaceCommand(body, units, orderId, userId);
    return this.#tx.transact(async (trx, now) => {
      let reason = intake.ok
        ? (leverageReason(leverage) ?? orderTriggerRefusal(body, this.#mark(body.symbol)))
        : intake.reason;
      let reserve = 0n;
      if (intake.ok && reason === undefined) {
        const command = intake.command;
        this.#requote(command.symbol);
        await this.#settle(trx, now);
        const book = this.#engine.book(command.symbol);
        const lots = await this.#memory.lots(trx, userId, command.symbol);
        const direction = command.side === 'BUY' ? 1 : -1;
        if (
          body.reduceOnly === true &&
          (lots === 0 || Math.sign(lots) === direction || command.qty > Math.abs(lots))
        ) {
          reason = ORDER_REFUSAL.reduceOnlyWouldIncrease;
        } else if (body.reduceOnly === true && command.timeInForce !== 'IOC') {
          reason = ORDER_REFUSAL.reduceOnlyMustBeImmediate;
        } else if (
          command.timeInForce === 'POST_ONLY' &&
          book?.crosses(command.side, command.price) === true
        ) {
          reason = REJECT.postOnlyWouldTake;
        } else {
          const opposite = Math.sign(lots) === direction ? 0 : Math.abs(lots);
          // An option buy pays the premium of every lot, whether it closes a short or not.
          const closable = units?.kind === 'option' && command.side === 'BUY' ? 0 : opposite;
          const margin = marginToHold(
            this.#engine.book(command.symbol)?.view(),
            command,
            closable,
            this.#holdOf(command, units as InstrumentUnits, leverage),
            units as InstrumentUnits,
          );
          reserve = margin === undefined ? 0n : margin + BigInt(ORDER_FEE_PAISE);
          if (margin === undefined) reason = ORDER_REFUSAL.insufficientMargin;
        }
      }
      let transactionId = reason === undefined ? randomUUID() : null;
      // A trader's order: its fee transaction, hold and journal in one statement, where the
      // available balance covers it.
      if (transactionId !== null && risk === undefined) {
        const held = await this.#holdMoney(
          trx,
          userId,
          String(orderId),
          transactionId,
          reserve,
          now,
        );
        if (held) {
          this.#memory.setHold(String(orderId), reserve);
        } else {
          reason = ORDER_REFUSAL.insufficientMargin;
          transactionId = null;
        }
      }
      // A close the desk places for risk is funded whatever the balance (risk.funding).
      if (transactionId !== null && risk !== undefined) {
        await this.#tx.postPending(trx);
        const available = await lockAvailable(trx, userId, now);
        await trx
          .insertInto('funds_transaction')
          .values({
            id: transactionId,
            user_id: userId,
            type: 'fee',
            status: 'pending',
            amount_paise: BigInt(ORDER_FEE_PAISE),
            balance_after_paise: available - reserve,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      // Written with the transaction's other orders at its end (PendingOrderWrites).
      const row: DeskOrderRow = {
        id: String(orderId),
        user_id: userId,
        client_order_id: body.clientOrderId ?? null,
        symbol: body.symbol,
        side: body.side,
        type: body.type,
        time_in_force: intake.ok ? intake.command.timeInForce : (body.timeInForce ?? null),
        price: body.price ?? null,
        size: body.size,
        filled: 0,
        filled_notional: 0,
        leverage: Number.isFinite(leverage) ? Math.round(leverage) : 0,
        reduce_only: body.reduceOnly === true,
        status: reason === undefined ? 'open' : 'rejected',
        reason: reason ?? null,
        transaction_id: transactionId,
        stop_loss: body.stopLoss ?? null,
        take_profit: body.takeProfit ?? null,
        triggers_applied: false,
        origin: risk?.origin ?? 'trader',
        created_at: now,
        updated_at: now,
      };
      this.#tx.orders.created(row);
      if (reason !== undefined || !intake.ok) {
        const rejected = orderOf(row);
        this.#tx.notices.push(
          noticeOf('reject', userId, rejected, rejected.size, rejected.price ?? 0, now),
        );
        return rejected;
      }
      if (risk !== undefined) {
        // Its funding may take from the position's margin.
        this.#memory.setPosition(userId, body.symbol, undefined);
        const hold = holdAccount(String(orderId));
        await openAccount(trx, hold, userId, now);
        const entries = await risk.funding(trx, hold, reserve, now);
        await postJournal(trx, {
          transactionId: transactionId as string,
          memo: `order ${orderId}: margin and fee held`,
          entries,
          now,
        });
        const held = entries.filter((e) => e.account === hold).reduce((t, e) => t + e.amount, 0n);
        this.#memory.setHold(String(orderId), held);
      }
      this.#memory.remember(row);
      if (!this.#engine.execute(intake.command)) {
        throw new Error(`order ${orderId} was refused by the engine after its checks`);
      }
      const touched = await this.#settle(trx, now, new Set([String(orderId)]));
      const placed = orderOf(touched.get(String(orderId)) as OrderRow);
      if (risk !== undefined) this.#tx.notices.push(...risk.notices(placed, now));
      return placed;
    });
  }

  /**
   * Holds an order's margin and fee from the trader's available balance where it covers them: in
   * memory when the batch locked the balance, otherwise in one statement. False when it does not.
   */
  async #holdMoney(
    trx: Db,
    userId: string,
    orderId: string,
    transactionId: string,
    reserve: bigint,
    now: Date,
  ): Promise<boolean> {
    const holds = this.#tx.holds;
    if (holds.knows(userId)) {
      return holds.hold({ userId, orderId, transactionId, reserve, now }) !== undefined;
    }
    const account = availableAccount(userId);
    const pending = this.#tx.ledger.pending(account);
    const after = await holdOrderMoney(trx, {
      userId,
      orderId,
      transactionId,
      reserve,
      pending,
      now,
    });
    // The hold's update put the pending movement on the balance.
    if (after !== undefined) this.#tx.ledger.take(account);
    return after !== undefined;
  }

  /**
   * What a piece of an order holds, in paise: a perpetual's initial margin; an option's premium (a
   * buy, closing or not) or short margin (a sell's opening part).
   */
  #holdOf(
    command: PlaceCommand,
    units: InstrumentUnits,
    leverage: number,
  ): (coins: number, price: number) => number {
    const quote = units.kind === 'option' ? this.#options?.quote(units.symbol) : undefined;
    if (quote === undefined) return (coins, price) => initialMarginPaise(coins, price, leverage);
    return optionHoldOf(command.side, units, quote);
  }

  /** The market maker's cancel and replace of one book from the simulator's latest bid and ask. */
  #requote(symbol: string): void {
    const entry = this.#quoteOf(symbol);
    const units = this.#units.get(symbol);
    const book = this.#engine.book(symbol);
    if (entry === undefined || units === undefined || book === undefined) return;
    const inner = innerQuoteTicks(entry.bid, entry.ask, units.tickSize);
    // A far out-of-the-money option marks at 0: its ladder is sized at its ask.
    const sizing = entry.price > 0 ? entry.price : entry.ask;
    const wanted = quoteLadder(inner, ladderParams(inner, sizing, units.lotSize));
    const commands = requoteCommands(
      symbol,
      MARKET_MAKER,
      restingQuotes(book.view(), MARKET_MAKER),
      wanted,
      () => this.#nextOrderId++,
    );
    for (const command of commands) this.#engine.execute(command);
  }

  /**
   * Books the engine's events since the last call: each trader's fill (the market maker books
   * none: it is exempt from margin and pays no fee), cancels, and the orders' new status; an order
   * that ended gets the rest of its hold back. Returns the traders' orders it touched.
   */
  async #settle(
    trx: Db,
    now: Date,
    alsoTouched: Set<string> = new Set(),
  ): Promise<Map<string, OrderRow>> {
    const events: EngineEvent[] = this.#log.drain();
    if (this.#onEvents !== undefined) this.#tx.events.push(...events);
    const touched = new Set(alsoTouched);
    const orders = new Map<string, OrderRow>();
    /** Perpetual positions moved here (in memory), and traders whose option positions moved. */
    const moved = new Set<PositionRow>();
    const optionUsers = new Set<string>();
    const ledger = this.#tx.ledger;
    const pending = (account: string) => ledger.pending(account);
    const load = async (id: number): Promise<OrderRow> => {
      const key = String(id);
      let row = orders.get(key);
      if (row === undefined) {
        row = await this.#memory.order(trx, key);
        orders.set(key, row);
      }
      touched.add(key);
      return row;
    };
    for (const event of events) {
      if (event.type === 'rejected')
        throw new Error(`engine refused a desk command: ${event.reason}`);
      if (event.type === 'fill') {
        const units = this.#units.get(event.symbol) as InstrumentUnits;
        for (const [id, owner, role] of [
          [event.takerOrderId, event.takerOwner, 'taker'],
          [event.makerOrderId, event.makerOwner, 'maker'],
        ] as const) {
          if (owner === MARKET_MAKER) continue;
          const order = await load(id);
          if (units.kind === 'option') {
            const quote = this.#options?.quote(event.symbol);
            if (quote === undefined) throw new Error(`no chain entry of ${event.symbol}`);
            // It reads the balances it moves from the database.
            await this.#tx.postPending(trx);
            optionUsers.add(order.user_id);
            await bookOptionFill(trx, order, units, event.qty, event.price, quote, now);
            this.#memory.setHold(order.id, undefined);
            this.#memory.setPosition(order.user_id, order.symbol, undefined);
          } else {
            const after = await bookFill(trx, ledger, order, units, event.qty, event.price, now, {
              held: await this.#memory.hold(trx, order.id, pending),
              position: this.#memory.position(order.user_id, order.symbol),
              margin: this.#memory.margin(order.user_id, order.symbol),
            });
            this.#memory.setHold(order.id, after.holdLeft);
            this.#memory.setPosition(order.user_id, order.symbol, after.position, after.margin);
            moved.add(after.position);
          }
          const coins = fromUnits(event.qty, units.lotSize);
          const price = fromUnits(event.price, units.tickSize);
          order.filled = fromUnits(
            Math.round(order.filled / units.lotSize) + event.qty,
            units.lotSize,
          );
          order.filled_notional += coins * price;
          this.#tx.fills.push(
            sql`(${id}, ${order.user_id}, ${event.symbol}, ${order.side}, ${price}, ${coins}, ${role}, ${now})`,
          );
          this.#tx.notices.push(noticeOf('fill', order.user_id, orderOf(order), coins, price, now));
        }
      } else if (event.type === 'cancelled' && event.owner !== MARKET_MAKER) {
        const order = await load(event.orderId);
        order.status = 'cancelled';
        order.reason = event.reason;
        const view = orderOf(order);
        this.#tx.notices.push(
          noticeOf(
            'cancel',
            order.user_id,
            view,
            view.size - view.filledSize,
            view.price ?? 0,
            now,
          ),
        );
      }
    }
    const changed = new Set<string>();
    const withTriggers = new Set<string>();
    for (const id of touched) {
      let order = orders.get(id);
      if (order === undefined) {
        order = await this.#memory.order(trx, id);
        orders.set(id, order);
      }
      const units = this.#units.get(order.symbol) as InstrumentUnits;
      const done =
        Math.round(order.filled / units.lotSize) === Math.round(order.size / units.lotSize);
      if (done) order.status = 'filled';
      else if (order.status !== 'cancelled') {
        order.status = order.filled > 0 ? 'partially_filled' : 'open';
      }
      const ended = order.status === 'filled' || order.status === 'cancelled';
      if (ended) releaseHold(ledger, order, now, await this.#memory.hold(trx, id, pending));
      if (order.filled > 0 || ended) ledger.endFee(order);
      order.updated_at = now;
      this.#tx.orders.changed(order);
      this.#memory.remember(order);
      changed.add(order.user_id);
      if (order.filled > 0 && hasPendingTriggers(order)) withTriggers.add(id);
    }
    await this.#followPositions(trx, now, moved, optionUsers, withTriggers, orders);
    for (const user of changed) this.#tx.changed.add(user);
    return orders;
  }

  /**
   * After a command's fills: each moved position's side and triggers (position-writes.ts), and
   * the triggers of each filled order not yet applied. Perpetual positions are followed in memory
   * and written at the transaction's end; option positions (and an order whose position is not
   * in memory) by the database's trigger sync, after what is pending is written.
   */
  async #followPositions(
    trx: Db,
    now: Date,
    moved: Set<PositionRow>,
    optionUsers: Set<string>,
    withTriggers: ReadonlySet<string>,
    orders: ReadonlyMap<string, OrderRow>,
  ): Promise<void> {
    for (const position of moved) followSide(position, now);
    const inDatabase = new Set<string>();
    for (const id of withTriggers) {
      const order = orders.get(id) as DeskOrderRow;
      const position = this.#memory.position(order.user_id, order.symbol);
      if (this.#units.get(order.symbol)?.kind === 'option' || position === undefined) {
        inDatabase.add(id);
        optionUsers.add(order.user_id);
      } else if (applyOrderTriggers(position, order)) {
        moved.add(position);
      }
    }
    for (const position of moved) this.#tx.positions.changed(position);
    if (optionUsers.size === 0) return;
    // It reads the orders' triggers and the positions from their rows.
    await this.#tx.postPending(trx);
    await this.#tx.orders.flush(trx);
    for (const id of await syncPositionTriggers(trx, optionUsers, inDatabase, now)) {
      (orders.get(id) as DeskOrderRow).triggers_applied = true;
    }
  }

  /** A fresh engine with a book per perpetual, then every journaled command replayed into it. */
  async #rebuild(): Promise<void> {
    this.#log.drain();
    const engine = new MatchingEngine(this.#journal, this.#log);
    this.#journal.recording = false;
    for (const [symbol, units] of this.#units) {
      if (units.kind === 'perpetual') engine.execute({ type: 'list', symbol });
    }
    this.#journal.recording = true;
    const entries = await this.#journal.load(this.#db);
    // Option books are listed and delisted by journaled commands, so the replay brings back
    // exactly the books that are live, delisted ones included, with their orders.
    engine.replay(entries);
    this.#log.drain();
    this.#engine = engine;
    for (const [symbol, units] of this.#units) {
      if (units.kind === 'option') this.#units.delete(symbol);
    }
    for (const symbol of engine.symbols()) {
      if (this.#units.has(symbol)) continue;
      const units = optionUnitsOf(symbol);
      if (units === undefined) throw new Error(`the journal lists an unknown book ${symbol}`);
      this.#units.set(symbol, units);
    }
    let last = 0;
    for (const { command } of entries) {
      if (command.type === 'place' && command.orderId > last) last = command.orderId;
    }
    await this.#memory.reload(this.#db);
    const { rows } = await sql<{ id: string | number | null }>`
      select max(id) as id from trading_order`.execute(this.#db);
    this.#nextOrderId = Math.max(last, Number(rows[0]?.id ?? 0)) + 1;
  }

  /**
   * Tells what a committed transaction did: notices, engine events, changed traders. The changed
   * traders' positions are read again after it in a chain of their own (`settled`), so the next
   * command need not wait for the read.
   */
  async #committed({ notices, events, changed, at }: Committed): Promise<void> {
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
  #quoteOf(symbol: string): { bid: number; ask: number; price: number } | undefined {
    if (this.#units.get(symbol)?.kind !== 'option') return this.#marketEntry(symbol);
    const quote = this.#options?.quote(symbol);
    return quote === undefined ? undefined : { bid: quote.bid, ask: quote.ask, price: quote.mark };
  }
}
