import { fromUnits } from '../../src/domain/instruments/order-units.ts';
import { addToGroup, removeFromGroup } from '../grouped-sets.ts';
import { MatchingEngine } from '../modules/trading/engine/matching-engine.ts';
import type { Quote as LadderQuote } from '../modules/trading/market-maker/quote-ladder.ts';
import { availableAccount, isHouse, marginAccount } from './accounts.ts';
import { type Contract, perpetualContracts } from './contract-table.ts';
import type { CoreConfig } from './core-config.ts';
import type {
  CoreEvent,
  CoreNotice,
  CoreOrder,
  CorePositionView,
  CoreTransaction,
  NoticeKind,
} from './core-events.ts';
import type { MarketState, MoneyRef, PendingWithdrawal, PositionState } from './core-state.ts';
import { positionKey } from './core-state.ts';
import { EngineTape } from './engine-tape.ts';
import { MemoryLedger, type Posting, type PostingContext } from './memory-ledger.ts';
import { optionMarginRatio } from './options/option-margin-math.ts';
import {
  bankruptcyPrice,
  liquidationPrice,
  marginRatio,
  paiseToUsd,
  realisedPaise,
} from './position-math.ts';

/**
 * The core's state and what every rule needs while a command runs: the ledger, the books, the
 * positions and markets, and the command's output (events with ids derived from its sequence).
 * Only the core's rule modules use it; nothing outside the core sees it.
 */
const EMPTY: ReadonlySet<CoreOrder> = new Set();

export class CoreContext implements PostingContext {
  readonly config: CoreConfig;
  readonly contracts: Map<string, Contract>;
  ledger = new MemoryLedger();
  readonly tape = new EngineTape();
  readonly engine = new MatchingEngine(this.tape, this.tape);
  seq = 0;
  at = 0;
  nextOrderId = 1;
  readonly orders = new Map<number, CoreOrder>();
  readonly clientOrders = new Map<string, CoreOrder>();
  readonly positions = new Map<string, PositionState>();
  readonly bySymbol = new Map<string, Set<PositionState>>();
  readonly markets = new Map<string, MarketState>();
  /** Idempotency keys of money commands, per owner: `<user>|<ref>` → what the first one did. */
  readonly refs = new Map<string, MoneyRef>();
  /** Each trader's demo deposits of the current UTC day: [day number, paise]. */
  readonly depositsToday = new Map<string, [number, number]>();
  /** Each trader's withdrawals of the current UTC day: [day number, paise]. */
  readonly withdrawalsToday = new Map<string, [number, number]>();
  readonly pendingWithdrawals = new Map<string, PendingWithdrawal>();
  /** Orders per trader in the current second: [second, count]. */
  readonly rate = new Map<string, [number, number]>();
  /**
   * The market maker's ladder last placed in each book, kept while none of its orders there has
   * filled or ended other than by a requote: a tick that wants the same ladder has nothing to do.
   * A cache, not state: a core without it (restored from a snapshot) requotes such a book in full
   * once and ends the same, since a full requote of an untouched book sends no command.
   */
  readonly quoted = new Map<string, readonly LadderQuote[]>();
  /** Each owner's open orders (an index of `orders`). */
  readonly #byOwner = new Map<string, Set<CoreOrder>>();
  /** The output of the command in progress. */
  events: CoreEvent[] = [];
  #n = 0;

  constructor(config: CoreConfig) {
    this.config = config;
    this.contracts = perpetualContracts(config);
  }

  begin(seq: number, at: number): void {
    this.seq = seq;
    this.at = at;
    this.events = [];
    this.#n = 0;
  }

  nextId(): string {
    this.#n += 1;
    return `${this.seq}.${this.#n}`;
  }

  told(transaction: CoreTransaction): void {
    this.events.push({ type: 'transaction', transaction });
  }

  post(posting: Posting): CoreTransaction {
    return this.ledger.post(posting, this);
  }

  emit(event: CoreEvent): void {
    this.events.push(event);
  }

  notice(
    userId: string,
    kind: NoticeKind,
    symbol: string,
    message: string,
    detail: {
      orderId?: number;
      side?: 'BUY' | 'SELL';
      price?: number;
      size?: number;
      trigger?: number;
      pnlPaise?: number;
    } = {},
  ): void {
    if (isHouse(userId)) return;
    const notice: CoreNotice = {
      id: this.nextId(),
      userId,
      kind,
      symbol,
      orderId: detail.orderId ?? null,
      side: detail.side ?? null,
      price: detail.price ?? 0,
      size: detail.size ?? 0,
      message,
      at: this.at,
      trigger: detail.trigger ?? null,
      pnlPaise: detail.pnlPaise ?? null,
    };
    this.events.push({ type: 'notice', notice });
  }

  emitOrder(order: CoreOrder): void {
    if (order.origin === 'market_maker') return;
    this.events.push({ type: 'order', order: { ...order } });
  }

  contract(symbol: string): Contract | undefined {
    return this.contracts.get(symbol);
  }

  /** A listed book with a market: what orders need (an option's mark may be 0, its ask not). */
  market(symbol: string): MarketState | undefined {
    const market = this.markets.get(symbol);
    const priced =
      market !== undefined &&
      (market.mark > 0 ||
        (this.contracts.get(symbol)?.units.option !== undefined && market.ask > 0));
    return priced && this.engine.book(symbol) !== undefined ? market : undefined;
  }

  coins(symbol: string, lots: number): number {
    return fromUnits(Math.abs(lots), (this.contracts.get(symbol) as Contract).units.lotSize);
  }

  usd(symbol: string, ticks: number): number {
    return fromUnits(ticks, (this.contracts.get(symbol) as Contract).units.tickSize);
  }

  markUsd(symbol: string): number {
    const market = this.markets.get(symbol);
    return market?.markUsd ?? this.usd(symbol, market?.mark ?? 0);
  }

  position(userId: string, symbol: string): PositionState | undefined {
    return this.positions.get(positionKey(userId, symbol));
  }

  /** The position, made (flat) when it does not exist. */
  positionFor(userId: string, symbol: string): PositionState {
    const existing = this.position(userId, symbol);
    if (existing !== undefined) return existing;
    const position: PositionState = {
      userId,
      symbol,
      lots: 0,
      entry: 0,
      leverage: 1,
      realisedPaise: 0,
      fundingPaise: 0,
      stopLoss: null,
      takeProfit: null,
      openedAt: this.at,
      updatedAt: this.at,
      alerted: false,
    };
    this.positions.set(positionKey(userId, symbol), position);
    let set = this.bySymbol.get(symbol);
    if (set === undefined) {
      set = new Set();
      this.bySymbol.set(symbol, set);
    }
    set.add(position);
    return position;
  }

  dropPosition(position: PositionState): void {
    this.positions.delete(positionKey(position.userId, position.symbol));
    this.bySymbol.get(position.symbol)?.delete(position);
  }

  marginOf(position: PositionState): number {
    return this.ledger.balance(marginAccount(position.userId, position.symbol));
  }

  available(owner: string): number {
    return this.ledger.balance(availableAccount(owner));
  }

  view(position: PositionState): CorePositionView {
    const direction = Math.sign(position.lots);
    const coins = this.coins(position.symbol, position.lots);
    const margin = this.marginOf(position);
    const mark = this.markUsd(position.symbol);
    const open = position.lots !== 0;
    const house = isHouse(position.userId);
    // An option has no liquidation or bankruptcy price: its ratio says when (docs/trading.md).
    const priced =
      open && !house && this.contracts.get(position.symbol)?.units.option === undefined;
    return {
      userId: position.userId,
      symbol: position.symbol,
      lots: position.lots,
      entryPrice: position.entry,
      leverage: position.leverage,
      marginPaise: margin,
      realisedPaise: position.realisedPaise,
      fundingPaise: position.fundingPaise,
      stopLoss: position.stopLoss,
      takeProfit: position.takeProfit,
      liquidationPrice: priced ? liquidationPrice(direction, coins, position.entry, margin) : 0,
      bankruptcyPrice: priced ? bankruptcyPrice(direction, coins, position.entry, margin) : 0,
      marginRatio: this.ratio(position),
      unrealisedPaise: open ? realisedPaise(direction, coins, position.entry, mark) : 0,
      openedAt: position.openedAt,
      updatedAt: position.updatedAt,
    };
  }

  emitPosition(position: PositionState): void {
    if (isHouse(position.userId)) return;
    this.events.push({ type: 'position', position: this.view(position) });
  }

  /** Bankruptcy price of a position now, USD. */
  bankruptcy(position: PositionState): number {
    return bankruptcyPrice(
      Math.sign(position.lots),
      this.coins(position.symbol, position.lots),
      position.entry,
      this.marginOf(position),
    );
  }

  ratio(position: PositionState): number {
    if (position.lots === 0 || isHouse(position.userId)) return 0;
    const contract = this.contracts.get(position.symbol);
    const market = this.markets.get(position.symbol);
    if (contract?.units.option !== undefined && market !== undefined) {
      const coins = this.coins(position.symbol, position.lots) * Math.sign(position.lots);
      return optionMarginRatio(
        contract.units,
        market,
        coins,
        position.entry,
        this.marginOf(position),
      );
    }
    return marginRatio(
      Math.sign(position.lots),
      this.coins(position.symbol, position.lots),
      position.entry,
      this.marginOf(position),
      this.markUsd(position.symbol),
    );
  }

  marginUsd(position: PositionState): number {
    return paiseToUsd(this.marginOf(position));
  }

  /** An order enters the open orders. */
  open(order: CoreOrder): void {
    this.orders.set(order.id, order);
    addToGroup(this.#byOwner, order.userId, order);
  }

  /** An order leaves the open orders; false when it was not open. */
  close(order: CoreOrder): boolean {
    if (!this.orders.delete(order.id)) return false;
    removeFromGroup(this.#byOwner, order.userId, order);
    return true;
  }

  /** The owner's open orders (do not change the set while iterating it: copy first). */
  ordersOf(owner: string): ReadonlySet<CoreOrder> {
    return this.#byOwner.get(owner) ?? EMPTY;
  }
}
