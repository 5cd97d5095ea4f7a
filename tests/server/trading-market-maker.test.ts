import { describe, expect, it } from 'vitest';
import { UNDERLYINGS } from '../../server/modules/market/sim/catalogue.ts';
import { marketEntry } from '../../server/modules/market/sim/entries.ts';
import { MarketSim } from '../../server/modules/market/sim/market-sim.ts';
import { EventLog } from '../../server/modules/trading/engine/event-log.ts';
import { MemoryJournal } from '../../server/modules/trading/engine/journal.ts';
import { MatchingEngine } from '../../server/modules/trading/engine/matching-engine.ts';
import { perpetualUnits } from '../../server/modules/trading/instruments.ts';
import {
  innerQuoteTicks,
  ladderParams,
  quoteLadder,
  requoteCommands,
  restingQuotes,
} from '../../server/modules/trading/market-maker/quote-ladder.ts';
import { fromUnits } from '../../src/domain/instruments/order-units.ts';

const START = Date.UTC(2026, 10, 22, 6, 45, 13);
const MM = 'market-maker';

describe('market maker quoting', () => {
  it('builds N levels a side from the inner bid and ask, growing outward', () => {
    const ladder = quoteLadder(
      { bid: 1_000, ask: 1_010 },
      { levels: 3, spacingTicks: 5, baseLots: 2, growthLots: 2 },
    );
    expect(ladder).toEqual([
      { side: 'BUY', price: 1_000, qty: 2 },
      { side: 'SELL', price: 1_010, qty: 2 },
      { side: 'BUY', price: 995, qty: 4 },
      { side: 'SELL', price: 1_015, qty: 4 },
      { side: 'BUY', price: 990, qty: 6 },
      { side: 'SELL', price: 1_020, qty: 6 },
    ]);
    // No bid at zero or below (a far out-of-the-money option).
    expect(
      quoteLadder({ bid: 4, ask: 8 }, { levels: 3, spacingTicks: 2, baseLots: 1, growthLots: 0 })
        .filter((q) => q.side === 'BUY')
        .map((q) => q.price),
    ).toEqual([4, 2]);
  });

  it('sizes the inner level to about the target notional and spaces levels by half the spread', () => {
    // BTC at 95,000 with a lot of 0.001 BTC: 5,000 USD is 52.6 lots, so 53.
    expect(ladderParams({ bid: 100, ask: 670 }, 95_000, 0.001)).toEqual({
      levels: 10,
      spacingTicks: 285,
      baseLots: 53,
      growthLots: 53,
    });
  });

  it('keeps the top of the book at the simulator bid and ask as it moves, through the engine', () => {
    const sim = new MarketSim({ seed: 11, startMs: START, historyDays: 1 });
    const btc = perpetualUnits(UNDERLYINGS[0] as (typeof UNDERLYINGS)[number]);
    const log = new EventLog();
    const engine = new MatchingEngine(new MemoryJournal(), log);
    engine.execute({ type: 'list', symbol: btc.symbol });
    let nextId = 0;
    const quote = () => {
      const entry = marketEntry(sim, btc.symbol);
      if (entry === undefined) throw new Error('no BTC perpetual');
      const inner = innerQuoteTicks(entry.bid, entry.ask, btc.tickSize);
      const wanted = quoteLadder(
        inner,
        ladderParams(inner, entry.price, btc.lotSize, { levels: 5 }),
      );
      const book = engine.book(btc.symbol);
      const resting = restingQuotes(book?.view() ?? { symbol: btc.symbol, bids: [], asks: [] }, MM);
      const commands = requoteCommands(btc.symbol, MM, resting, wanted, () => ++nextId);
      for (const command of commands) expect(engine.execute(command)).toBe(true);
      return { entry, commands };
    };

    for (let tick = 1; tick <= 30; tick++) {
      sim.step(START + tick * 250);
      const { entry } = quote();
      const book = engine.book(btc.symbol);
      expect(fromUnits(book?.bestBid() as number, btc.tickSize)).toBe(entry.bid);
      expect(fromUnits(book?.bestAsk() as number, btc.tickSize)).toBe(entry.ask);
      const depth = book?.depth(10) as ReturnType<NonNullable<typeof book>['depth']>;
      expect(depth.bids).toHaveLength(5);
      expect(depth.asks).toHaveLength(5);
      for (const side of [depth.bids, depth.asks]) {
        for (let i = 1; i < side.length; i++) {
          expect((side[i] as { size: number }).size).toBeGreaterThan(
            (side[i - 1] as { size: number }).size,
          );
        }
      }
      expect(book?.orderCount).toBe(10);
    }

    // Quoting twice at the same price changes nothing: the quotes keep their place in the queue.
    expect(quote().commands).toEqual([]);

    // A trader buying at market fills at the market maker's ask, the price the screen shows.
    const entry = marketEntry(sim, btc.symbol);
    log.drain();
    engine.execute({
      type: 'place',
      symbol: btc.symbol,
      orderId: 1_000_000,
      owner: 'trader',
      side: 'BUY',
      orderType: 'market',
      timeInForce: 'IOC',
      price: 0,
      qty: 1,
    });
    const fill = log.events.find((e) => e.type === 'fill');
    expect(fill).toMatchObject({ makerOwner: MM, qty: 1 });
    expect(fromUnits((fill as { price: number }).price, btc.tickSize)).toBe(entry?.ask);

    // The partly filled inner ask is replaced to its full size; nothing else moves.
    const { commands } = quote();
    expect(commands.map((c) => c.type)).toEqual(['cancel', 'place']);
  });
});
