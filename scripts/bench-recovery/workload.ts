import type { CoreCommand, Quote } from '../../server/core/core-commands.ts';
import type { CoreResult } from '../../server/core/core-events.ts';
import { UNDERLYINGS } from '../../server/modules/market/sim/catalogue.ts';
import { createRng } from '../../server/modules/market/sim/rng.ts';
import { perpetualUnits } from '../../server/modules/trading/instruments.ts';

/** The books the synthetic traders trade: two majors (2% band) and two others (5%). */
const SYMBOLS = ['BTCUSDT-PERP', 'ETHUSDT-PERP', 'SOLUSDT-PERP', 'XRPUSDT-PERP'];

interface Book {
  readonly symbol: string;
  /** The mark in ticks. */
  mark: number;
}

/**
 * Synthetic traders on several books, driven by what the core answered: each wave starts with a
 * market tick (marks walk by up to ±0.1%, the market maker requotes, risk runs), then traders
 * rest limit orders up to 1.5% from the mark, cancel ones they know are resting, send market
 * orders that fill against the book, close positions and deposit. Every trader deposits first.
 */
export class SyntheticTraders {
  private readonly random = createRng(20_261_127).uniform;
  private readonly books: Book[];
  private readonly resting: number[][];
  private deposited = 0;

  constructor(readonly traders: number) {
    this.books = SYMBOLS.map((symbol) => {
      const underlying = UNDERLYINGS.find((u) => u.perpSymbol === symbol);
      if (underlying === undefined) throw new Error(`${symbol} is not listed`);
      const { tickSize } = perpetualUnits(underlying);
      return { symbol, mark: Math.round(underlying.coin.price / tickSize) };
    });
    this.resting = Array.from({ length: traders }, () => []);
  }

  private userId(trader: number): string {
    return `bench-trader-${trader}`;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** The next `size` commands. */
  wave(size: number): CoreCommand[] {
    const commands: CoreCommand[] = [];
    while (this.deposited < this.traders && commands.length < size) {
      const userId = this.userId(this.deposited);
      commands.push({ type: 'deposit', userId, amountPaise: 10_00_000_00, ref: `open-${userId}` });
      this.deposited += 1;
    }
    if (commands.length < size) commands.push(this.tick());
    while (commands.length < size) commands.push(this.traderCommand());
    return commands;
  }

  private tick(): CoreCommand {
    const quotes: Quote[] = this.books.map((book) => {
      book.mark = Math.max(1, Math.round(book.mark * (1 + (this.random() - 0.5) * 0.002)));
      const spread = Math.max(1, Math.round(book.mark * 0.0001));
      return {
        symbol: book.symbol,
        mark: book.mark,
        index: book.mark,
        bid: book.mark - spread,
        ask: book.mark + spread,
      };
    });
    return { type: 'tick', quotes };
  }

  private traderCommand(): CoreCommand {
    const trader = Math.floor(this.random() * this.traders);
    const userId = this.userId(trader);
    const book = this.pick(this.books);
    const roll = this.random();
    const side = this.random() < 0.5 ? 'BUY' : 'SELL';
    const mine = this.resting[trader] as number[];
    if ((roll < 0.34 && mine.length > 0) || mine.length > 6) {
      const orderId = mine.splice(Math.floor(this.random() * mine.length), 1)[0] as number;
      return { type: 'cancel', userId, orderId };
    }
    if (roll < 0.8) {
      const away = 0.001 + this.random() * 0.014;
      const price = Math.round(book.mark * (side === 'BUY' ? 1 - away : 1 + away));
      return {
        type: 'place',
        userId,
        symbol: book.symbol,
        side,
        orderType: 'limit',
        timeInForce: 'GTC',
        price,
        qty: 1 + Math.floor(this.random() * 5),
        leverage: 10,
      };
    }
    if (roll < 0.95) {
      return {
        type: 'place',
        userId,
        symbol: book.symbol,
        side,
        orderType: 'market',
        timeInForce: 'IOC',
        qty: 1 + Math.floor(this.random() * 3),
        leverage: 10,
      };
    }
    if (roll < 0.98) return { type: 'closePosition', userId, symbol: book.symbol };
    return { type: 'deposit', userId, amountPaise: 1_000_00, ref: `top-up-${trader}-${roll}` };
  }

  /** Remembers the orders the core says are resting, for later cancels. */
  answered(command: CoreCommand, result: CoreResult): void {
    if (command.type !== 'place' || result.answer.kind !== 'order') return;
    const { order } = result.answer;
    if (order.status === 'open' || order.status === 'partially_filled') {
      const trader = Number(command.userId.slice('bench-trader-'.length));
      this.resting[trader]?.push(order.id);
    }
  }
}
