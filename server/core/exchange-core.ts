import type { InstrumentUnits } from '../../src/domain/instruments/tick-size.ts';
import { priceBandTicks } from '../../src/domain/trading/price-band.ts';
import {
  availableAccount,
  EXCHANGE,
  holdAccount,
  INSURANCE_FUND,
  isHouse,
  MARKET_MAKER,
  marginAccount,
} from './accounts.ts';
import type { CoreCommand, Quote, TickCommand } from './core-commands.ts';
import { type CoreConfig, DEFAULT_CORE_CONFIG } from './core-config.ts';
import { CoreContext } from './core-context.ts';
import type { CoreAnswer, CoreOrder, CorePositionView, CoreResult } from './core-events.ts';
import type { CoreSnapshot, MarketState } from './core-state.ts';
import { newMarket, positionKey } from './core-state.ts';
import type { CoreFactory, DeterministicCore, Sequenced } from './deterministic-core.ts';
import { configureFunding, payFundingIfDue, samplePremium } from './funding.ts';
import {
  allInstrumentFigures,
  type FundingFigures,
  fundingFigures,
  type InstrumentFigures,
  instrumentFigures,
} from './instrument-figures.ts';
import { requote } from './market-maker.ts';
import { MemoryLedger } from './memory-ledger.ts';
import {
  deposit,
  reward,
  WITHDRAWAL_CONFIRM_MS,
  withdraw,
  withdrawalConfirmed,
  withdrawalExpired,
  withdrawalSettled,
  withdrawnToday,
} from './money.ts';
import { applyOpening } from './opening.ts';
import {
  listOption,
  optionContract,
  optionUnitsOfContracts,
  optionUnitsOfName,
  validOptionQuote,
} from './options/option-contracts.ts';
import { optionQuoted } from './options/option-risk.ts';
import { settleOption } from './options/option-settlement.ts';
import { cancelOutsideBand } from './order-flow.ts';
import { CORE_REFUSAL, place } from './placement.ts';
import { cancel, cancelAll, closePosition, setTriggers } from './position-commands.ts';
import { riskPass } from './risk.ts';

const validQuote = (q: Quote): boolean =>
  [q.mark, q.index, q.bid, q.ask].every((v) => Number.isSafeInteger(v) && v > 0);

/**
 * The exchange core (docs/trading.md, "The exchange core"): books, balances, holds, positions,
 * margin, funding and risk in memory, changed only by journaled commands, one at a time. Pure and
 * synchronous: no await, no database, no clock (time is the entry's `at`), so a replay of the
 * journal from any snapshot reaches the same state and the same events. It is the one writer of
 * money: every movement is a balanced transaction among its events.
 */
export class ExchangeCore implements DeterministicCore<CoreCommand, CoreResult, CoreSnapshot> {
  readonly #context: CoreContext;

  private constructor(context: CoreContext) {
    this.#context = context;
  }

  /** A new core: every perpetual listed, the insurance fund and the market maker funded. */
  static create(config: CoreConfig = DEFAULT_CORE_CONFIG): ExchangeCore {
    // A config of its own: the configure command changes it, never the shared default.
    const context = new CoreContext({ ...config });
    context.begin(0, 0);
    for (const [account, amount] of [
      [INSURANCE_FUND, config.insuranceFundStartPaise],
      [MARKET_MAKER, config.marketMakerStartPaise],
    ] as const) {
      context.post({
        kind: 'exchange',
        userId: null,
        memo: `Opening balance of ${account}`,
        entries: [
          { account: EXCHANGE.capital, amount: -amount },
          { account, amount },
        ],
      });
    }
    for (const symbol of context.contracts.keys()) {
      context.engine.execute({ type: 'list', symbol });
      context.markets.set(symbol, newMarket());
    }
    context.events = [];
    return new ExchangeCore(context);
  }

  get seq(): number {
    return this.#context.seq;
  }

  apply(entry: Sequenced<CoreCommand>): CoreResult {
    const context = this.#context;
    if (entry.seq !== context.seq + 1) {
      throw new Error(
        `journal entry ${entry.seq} follows ${context.seq}: entries must be applied in order`,
      );
    }
    context.begin(entry.seq, Math.max(entry.at, context.at));
    const answer = this.#dispatch(entry.command);
    return { answer, events: context.events };
  }

  #dispatch(command: CoreCommand): CoreAnswer {
    const context = this.#context;
    switch (command.type) {
      case 'deposit':
        return deposit(context, command);
      case 'withdraw':
        return withdraw(context, command);
      case 'withdrawalSettled':
        return withdrawalSettled(context, command);
      case 'withdrawalConfirmed':
        return withdrawalConfirmed(context, command);
      case 'withdrawalExpired':
        return withdrawalExpired(context, command);
      case 'reward':
        return reward(context, command);
      case 'place':
        return place(context, command);
      case 'cancel':
        return cancel(context, command);
      case 'cancelAll':
        return cancelAll(context, command);
      case 'closePosition':
        return closePosition(context, command);
      case 'setTriggers':
        return setTriggers(context, command);
      case 'tick':
        return this.#tick(command);
      case 'list': {
        if (context.contract(command.symbol) === undefined || context.engine.book(command.symbol)) {
          return { kind: 'refused', status: 409, reason: 'Unknown or already listed instrument' };
        }
        context.engine.execute({ type: 'list', symbol: command.symbol });
        context.markets.set(command.symbol, newMarket());
        return { kind: 'done' };
      }
      case 'listOption':
        return listOption(context, command);
      case 'settleOption':
        return settleOption(context, command);
      case 'configure':
        return configureFunding(context, command);
      case 'opening':
        return applyOpening(context, command);
      default:
        return { kind: 'refused', status: 400, reason: 'Unknown command' };
    }
  }

  #tick(command: TickCommand): CoreAnswer {
    const context = this.#context;
    const quotes = command.quotes.filter(
      (q) =>
        (context.contract(q.symbol)?.units.option !== undefined
          ? validOptionQuote(q)
          : validQuote(q)) &&
        context.markets.has(q.symbol) &&
        context.engine.book(q.symbol) !== undefined,
    );
    for (const quote of quotes) {
      const market = context.markets.get(quote.symbol) as MarketState;
      market.mark = quote.mark;
      market.index = quote.index;
      const exact = (v: number | undefined) =>
        v !== undefined && Number.isFinite(v) && v >= 0 ? v : undefined;
      const markUsd = exact(quote.markUsd);
      const indexUsd = exact(quote.indexUsd);
      if (markUsd === undefined) delete market.markUsd;
      else market.markUsd = markUsd;
      if (indexUsd === undefined) delete market.indexUsd;
      else market.indexUsd = indexUsd;
      market.bid = quote.bid;
      market.ask = quote.ask;
    }
    for (const quote of quotes) {
      const contract = context.contract(quote.symbol);
      if (contract?.units.option !== undefined) {
        optionQuoted(context, quote, contract);
        continue;
      }
      if (contract !== undefined) {
        const band = priceBandTicks(quote.mark, contract.bandRate);
        cancelOutsideBand(context, quote.symbol, band, CORE_REFUSAL.bandLeft(contract.bandRate));
      }
      samplePremium(context, context.markets.get(quote.symbol) as MarketState, quote);
      requote(context, quote);
      riskPass(context, quote.symbol);
    }
    for (const quote of quotes) {
      payFundingIfDue(context, quote.symbol, context.markets.get(quote.symbol) as MarketState);
    }
    return { kind: 'done' };
  }

  // Reads: current state, for the gateway's answers (never journaled, never writing).

  positions(userId: string): CorePositionView[] {
    const out: CorePositionView[] = [];
    for (const position of this.#context.positions.values()) {
      if (position.userId === userId && position.lots !== 0) out.push(this.#context.view(position));
    }
    return out;
  }

  openOrders(userId: string): CoreOrder[] {
    return [...this.#context.ordersOf(userId)].map((o) => ({ ...o }));
  }

  /** A trader's money now: available, in margin, held by orders, and the wallet they sum to. */
  wallet(userId: string): {
    availablePaise: number;
    marginPaise: number;
    heldPaise: number;
    walletPaise: number;
  } {
    const context = this.#context;
    let margin = 0;
    for (const position of context.positions.values()) {
      if (position.userId === userId)
        margin += context.ledger.balance(marginAccount(userId, position.symbol));
    }
    let held = 0;
    for (const order of context.ordersOf(userId)) {
      held += context.ledger.balance(holdAccount(userId, order.id));
    }
    const available = context.ledger.balance(availableAccount(userId));
    return {
      availablePaise: available,
      marginPaise: margin,
      heldPaise: held,
      walletPaise: context.ledger.wallet(userId),
    };
  }

  /** An instrument's units (tick, lot): listed, or a settled option's from its name. */
  units(symbol: string): InstrumentUnits | undefined {
    return this.#context.contract(symbol)?.units ?? optionUnitsOfName(symbol);
  }

  /** Owners (traders) who hold a position now. */
  holders(): Set<string> {
    const out = new Set<string>();
    for (const position of this.#context.positions.values()) {
      if (position.lots !== 0 && !isHouse(position.userId)) out.add(position.userId);
    }
    return out;
  }

  /**
   * Confirmed withdrawals (confirmed, or requested before confirmation existed) at or before
   * `before` that the bank has not answered, oldest first.
   */
  dueWithdrawals(before: number): { ref: string; userId: string; amountPaise: number }[] {
    const due: { ref: string; userId: string; amountPaise: number; at: number }[] = [];
    for (const [ref, pending] of this.#context.pendingWithdrawals) {
      if (pending.awaitsConfirmation === true) continue;
      const at = pending.confirmedAt ?? pending.requestedAt;
      if (at <= before) {
        due.push({ ref, userId: pending.userId, amountPaise: pending.amountPaise, at });
      }
    }
    return due.sort((a, b) => a.at - b.at).map(({ at: _at, ...rest }) => rest);
  }

  /** Refs of withdrawals still waiting for their code whose 10 minutes are over at `now`. */
  expiredWithdrawals(now: number): { ref: string; userId: string }[] {
    const out: { ref: string; userId: string }[] = [];
    for (const [ref, pending] of this.#context.pendingWithdrawals) {
      if (pending.awaitsConfirmation === true && pending.requestedAt + WITHDRAWAL_CONFIRM_MS <= now)
        out.push({ ref, userId: pending.userId });
    }
    return out;
  }

  /** A pending withdrawal of `userId` by its ref, as the trader may see it. */
  pendingWithdrawal(userId: string, ref: string) {
    const pending = this.#context.pendingWithdrawals.get(ref);
    return pending?.userId === userId ? pending : undefined;
  }

  /** Paise `userId` has withdrawn (or holds for withdrawal) on the UTC day of `now`. */
  withdrawnToday(userId: string, now: number): number {
    return withdrawnToday(this.#context, userId, now);
  }

  /** Every listed perpetual's symbol. */
  perpetuals(): string[] {
    return [...this.#context.contracts.values()]
      .filter((c) => c.units.kind === 'perpetual')
      .map((c) => c.units.symbol);
  }

  /** Every listed option book's symbol (settled ones are gone). */
  optionBooks(): string[] {
    return optionUnitsOfContracts(this.#context).map(([symbol]) => symbol);
  }

  balance(account: string): number {
    return this.#context.ledger.balance(account);
  }

  /** Sum of every balance in the ledger: zero. */
  ledgerTotal(): number {
    return this.#context.ledger.total();
  }

  depth(symbol: string, levels: number) {
    return this.#context.engine.book(symbol)?.depth(levels);
  }

  market(symbol: string): Readonly<MarketState> | undefined {
    return this.#context.markets.get(symbol);
  }

  /** The funding interval in force (FUNDING_INTERVAL_S, as last configured), seconds. */
  get fundingIntervalS(): number {
    return this.#context.config.fundingIntervalS;
  }

  /** A listed instrument's contract and market now (GET /instruments/:symbol). */
  instrument(symbol: string): InstrumentFigures | undefined {
    return instrumentFigures(this.#context, symbol);
  }

  /** A perpetual's mark, index, funding rate now and next funding time (the market socket's). */
  funding(symbol: string): FundingFigures | undefined {
    return fundingFigures(this.#context, symbol);
  }

  /** Every listed instrument's, perpetuals first (GET /instruments). */
  instruments(): InstrumentFigures[] {
    return allInstrumentFigures(this.#context);
  }

  snapshot(): CoreSnapshot {
    const context = this.#context;
    const books: [string, number[]][] = [];
    for (const symbol of context.engine.symbols()) {
      const view = context.engine.book(symbol)?.view();
      const ids: number[] = [];
      for (const level of [...(view?.bids ?? []), ...(view?.asks ?? [])]) {
        for (const order of level.orders) ids.push(order.orderId);
      }
      books.push([symbol, ids]);
    }
    return structuredClone({
      version: 1,
      seq: context.seq,
      at: context.at,
      config: context.config,
      nextOrderId: context.nextOrderId,
      balances: context.ledger.balances(),
      positions: [...context.positions.values()],
      markets: [...context.markets],
      orders: [...context.orders.values()],
      books,
      clientOrders: [...context.clientOrders],
      refs: [...context.refs],
      depositsToday: [...context.depositsToday],
      withdrawalsToday: [...context.withdrawalsToday],
      pendingWithdrawals: [...context.pendingWithdrawals],
      rate: [...context.rate],
      options: optionUnitsOfContracts(context),
    } satisfies CoreSnapshot);
  }

  static restore(snapshot: CoreSnapshot): ExchangeCore {
    const data = structuredClone(snapshot);
    const context = new CoreContext(data.config);
    context.begin(data.seq, data.at);
    context.nextOrderId = data.nextOrderId;
    context.ledger = MemoryLedger.from(data.balances);
    for (const [symbol, units] of data.options ?? []) {
      context.contracts.set(symbol, optionContract(units, data.config));
    }
    for (const position of data.positions) {
      context.positions.set(positionKey(position.userId, position.symbol), position);
      let set = context.bySymbol.get(position.symbol);
      if (set === undefined) {
        set = new Set();
        context.bySymbol.set(position.symbol, set);
      }
      set.add(position);
    }
    for (const [symbol, market] of data.markets) context.markets.set(symbol, market);
    const orders = new Map(data.orders.map((o) => [o.id, o]));
    for (const [symbol, ids] of data.books) {
      context.engine.execute({ type: 'list', symbol });
      for (const id of ids) {
        const order = orders.get(id);
        if (order === undefined) throw new Error(`snapshot: resting order ${id} has no record`);
        context.engine.execute({
          type: 'place',
          symbol,
          orderId: id,
          owner: order.userId,
          side: order.side,
          orderType: 'limit',
          timeInForce: 'GTC',
          price: order.price,
          qty: order.qty - order.filled,
        });
      }
    }
    context.tape.reset();
    for (const order of data.orders) {
      context.open(order);
    }
    for (const [key, order] of data.clientOrders) context.clientOrders.set(key, order);
    for (const [ref, made] of data.refs) context.refs.set(ref, made);
    for (const [user, day] of data.depositsToday ?? []) context.depositsToday.set(user, day);
    for (const [user, day] of data.withdrawalsToday ?? []) context.withdrawalsToday.set(user, day);
    for (const [ref, pending] of data.pendingWithdrawals)
      context.pendingWithdrawals.set(ref, pending);
    for (const [user, window] of data.rate) context.rate.set(user, window);
    context.events = [];
    return new ExchangeCore(context);
  }
}

/** The factory the sequencer, snapshots and recovery build cores with. */
export const exchangeCoreFactory: CoreFactory<CoreCommand, CoreResult, CoreSnapshot> = {
  create: () => ExchangeCore.create(),
  restore: (snapshot) => ExchangeCore.restore(snapshot),
};
