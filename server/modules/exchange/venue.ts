import type {
  Order,
  OrderBookResponse,
  PlaceOrderBody,
  PositionsResponse,
} from '../../../src/contracts/trading.ts';
import {
  fromUnits,
  priceToTicks,
  sizeToLots,
} from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { closeCommand } from '../../core/close-command.ts';
import type { CoreCommand } from '../../core/core-commands.ts';
import type { CoreAnswer, CoreResult } from '../../core/core-events.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';
import { HttpError } from '../../http/errors.ts';
import { orderIntakeRefusal, VENUE_REFUSAL } from './order-intake.ts';
import { orderView, positionsView, positionView } from './views.ts';

/** Units for an order of an instrument nobody lists: its figures are all zero anyway. */
const UNITLESS: InstrumentUnits = {
  symbol: '',
  kind: 'perpetual',
  coin: '',
  tickSize: 1,
  lotSize: 1,
};

/** Leverage of an order that names none (the desk's default). */
const DEFAULT_LEVERAGE = 10;

/** What the venue needs of the core's host: the live core for reads, and the sequencer. */
export interface CoreAccess {
  readonly core: ExchangeCore;
  submit(command: CoreCommand): Promise<CoreResult>;
  /** An option's mark implied volatility, percent, from the option market (none: undefined). */
  markIv?: (symbol: string) => number | undefined;
}

/** An HTTP error of a refused command, with Retry-After for a 429. */
export class RefusedError extends HttpError {
  readonly retryAfterMs: number | undefined;
  constructor(status: number, message: string, retryAfterMs?: number) {
    super(status, message);
    this.retryAfterMs = retryAfterMs;
  }
}

function refused(answer: Extract<CoreAnswer, { kind: 'refused' }>): never {
  throw new RefusedError(answer.status, answer.reason, answer.retryAfterMs);
}

/**
 * The trading calls over the exchange core: a trader's decimals become a command in ticks and
 * lots, the command goes through the sequencer (journaled before it is applied), and the answer is
 * the core's. Reads that must be current (positions, the book) come from the core's memory and
 * write nothing.
 */
export class ExchangeVenue {
  readonly #access: CoreAccess;

  constructor(access: CoreAccess) {
    this.#access = access;
  }

  /** Any command through the sequencer (money commands, ticks), answered with the core's result. */
  submitted(command: CoreCommand): Promise<CoreResult> {
    return this.#access.submit(command);
  }

  get core(): ExchangeCore {
    return this.#access.core;
  }

  units(symbol: string): InstrumentUnits | undefined {
    return this.#access.core.units(symbol);
  }

  #unitsOrRefuse(symbol: string): InstrumentUnits {
    const units = this.units(symbol);
    if (units === undefined) throw new HttpError(400, VENUE_REFUSAL.unknownInstrument);
    return units;
  }

  #ticks(value: number, units: InstrumentUnits): number {
    const ticks = priceToTicks(value, units.tickSize);
    if (!ticks.ok) throw new HttpError(400, ticks.reason);
    return ticks.units;
  }

  async #order(command: CoreCommand, units: InstrumentUnits): Promise<Order> {
    const { answer } = await this.#access.submit(command);
    if (answer.kind === 'refused') refused(answer);
    if (answer.kind !== 'order') throw new Error(`a ${command.type} was answered ${answer.kind}`);
    return orderView(answer.order, units);
  }

  place(userId: string, body: PlaceOrderBody): Promise<Order> {
    const units = this.units(body.symbol);
    const refusal = orderIntakeRefusal(body, units);
    const placed = {
      type: 'place' as const,
      userId,
      symbol: body.symbol,
      side: body.side,
      orderType: body.type,
    };
    if (refusal !== undefined || units === undefined) {
      return this.#order(
        {
          ...placed,
          timeInForce: body.timeInForce ?? 'GTC',
          qty: 0,
          leverage: body.leverage ?? DEFAULT_LEVERAGE,
          ...(body.clientOrderId === undefined ? {} : { clientOrderId: body.clientOrderId }),
          refusal: refusal ?? VENUE_REFUSAL.unknownInstrument,
          ...(Number.isFinite(body.size) ? { refusedSize: body.size } : {}),
        },
        units ?? UNITLESS,
      );
    }
    const lots = sizeToLots(body.size, units.lotSize, units.coin);
    if (!lots.ok) throw new HttpError(400, lots.reason);
    return this.#order(
      {
        ...placed,
        timeInForce: body.type === 'market' ? 'IOC' : (body.timeInForce ?? 'GTC'),
        ...(body.price === undefined ? {} : { price: this.#ticks(body.price, units) }),
        qty: lots.units,
        leverage: body.leverage ?? DEFAULT_LEVERAGE,
        ...(body.reduceOnly === undefined ? {} : { reduceOnly: body.reduceOnly }),
        ...(body.clientOrderId === undefined ? {} : { clientOrderId: body.clientOrderId }),
        ...(body.stopLoss === undefined ? {} : { stopLoss: body.stopLoss }),
        ...(body.takeProfit === undefined ? {} : { takeProfit: body.takeProfit }),
      },
      units,
    );
  }

  async cancel(userId: string, orderId: string): Promise<Order | undefined> {
    if (!/^[1-9][0-9]{0,14}$/.test(orderId)) return undefined;
    const { answer } = await this.#access.submit({
      type: 'cancel',
      userId,
      orderId: Number(orderId),
    });
    if (answer.kind !== 'order') return undefined;
    return orderView(answer.order, this.#unitsOrRefuse(answer.order.symbol));
  }

  async cancelAll(userId: string, symbol: string | undefined): Promise<Order[]> {
    const { answer } = await this.#access.submit(
      symbol === undefined ? { type: 'cancelAll', userId } : { type: 'cancelAll', userId, symbol },
    );
    if (answer.kind !== 'orders') return [];
    return answer.orders.map((o) => orderView(o, this.#unitsOrRefuse(o.symbol)));
  }

  async close(
    userId: string,
    symbol: string,
    size: number | undefined,
  ): Promise<Order | undefined> {
    const units = this.units(symbol);
    const position = this.core.positions(userId).find((p) => p.symbol === symbol);
    if (units === undefined || position === undefined) return undefined;
    let qty: number | undefined;
    if (size !== undefined) {
      const lots = sizeToLots(size, units.lotSize, units.coin);
      // A size off the step is a rejected close with its reason, as the desk answered it.
      if (!lots.ok) {
        return this.#order({ ...closeCommand(position, 0), refusal: lots.reason }, units);
      }
      qty = lots.units;
    }
    const { answer } = await this.#access.submit({
      type: 'closePosition',
      userId,
      symbol,
      ...(qty === undefined ? {} : { qty }),
    });
    if (answer.kind === 'refused' && answer.status === 404) return undefined;
    if (answer.kind === 'refused') refused(answer);
    if (answer.kind !== 'order') return undefined;
    return orderView(answer.order, units);
  }

  async setTriggers(
    userId: string,
    symbol: string,
    stopLoss: number | null | undefined,
    takeProfit: number | null | undefined,
  ): Promise<{ position?: PositionsResponse['positions'][number]; refusal?: string }> {
    const units = this.units(symbol);
    if (units === undefined) return {};
    // USD prices on the mark, as given: the core checks them in the desk's words.
    const { answer } = await this.#access.submit({
      type: 'setTriggers',
      userId,
      symbol,
      ...(stopLoss === undefined ? {} : { stopLoss }),
      ...(takeProfit === undefined ? {} : { takeProfit }),
    });
    if (answer.kind === 'refused') return answer.status === 404 ? {} : { refusal: answer.reason };
    if (answer.kind !== 'position' || answer.position === null) return {};
    return {
      position: positionView(
        answer.position,
        units,
        this.#markUsd(symbol, units),
        this.#access.markIv?.(symbol),
      ),
    };
  }

  positions(userId: string): PositionsResponse {
    const views = this.core.positions(userId).flatMap((p) => {
      const units = this.units(p.symbol);
      if (units === undefined) return [];
      return [
        positionView(p, units, this.#markUsd(p.symbol, units), this.#access.markIv?.(p.symbol)),
      ];
    });
    return positionsView(views);
  }

  /** The book as it stands in memory: a public read that writes nothing. */
  orderbook(symbol: string, depth: number, now: number): OrderBookResponse | undefined {
    const units = this.units(symbol);
    const book = this.core.depth(symbol, depth);
    if (units === undefined || book === undefined) return undefined;
    const side = (levels: { price: number; size: number }[]) =>
      levels.map((l) => ({
        price: fromUnits(l.price, units.tickSize),
        size: fromUnits(l.size, units.lotSize),
      }));
    return { symbol, bids: side(book.bids), asks: side(book.asks), timestamp: now };
  }

  #markUsd(symbol: string, units: InstrumentUnits): number {
    return fromUnits(this.core.market(symbol)?.mark ?? 0, units.tickSize);
  }
}
