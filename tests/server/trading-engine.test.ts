import { describe, expect, it } from 'vitest';
import { CANCEL, type PlaceCommand, REJECT } from '../../server/modules/trading/engine/commands.ts';
import { EventLog } from '../../server/modules/trading/engine/event-log.ts';
import { MemoryJournal } from '../../server/modules/trading/engine/journal.ts';
import { MatchingEngine } from '../../server/modules/trading/engine/matching-engine.ts';

const BTC = 'BTCUSDT-PERP';
const ETH = 'ETHUSDT-PERP';

function open() {
  const journal = new MemoryJournal();
  const log = new EventLog();
  const engine = new MatchingEngine(journal, log);
  engine.execute({ type: 'list', symbol: BTC });
  engine.execute({ type: 'list', symbol: ETH });
  log.drain();
  let id = 0;
  const limit = (
    owner: string,
    side: 'BUY' | 'SELL',
    price: number,
    qty: number,
    timeInForce: PlaceCommand['timeInForce'] = 'GTC',
    symbol = BTC,
  ): PlaceCommand => ({
    type: 'place',
    symbol,
    orderId: ++id,
    owner,
    side,
    orderType: 'limit',
    timeInForce,
    price,
    qty,
  });
  const market = (owner: string, side: 'BUY' | 'SELL', qty: number): PlaceCommand => ({
    type: 'place',
    symbol: BTC,
    orderId: ++id,
    owner,
    side,
    orderType: 'market',
    timeInForce: 'IOC',
    price: 0,
    qty,
  });
  const run = (...commands: Parameters<MatchingEngine['execute']>[0][]) => {
    for (const command of commands) engine.execute(command);
    return log.drain();
  };
  return { journal, engine, limit, market, run };
}

const fills = (events: ReturnType<EventLog['drain']>) =>
  events.flatMap((e) => (e.type === 'fill' ? [[e.makerOrderId, e.price, e.qty]] : []));

describe('order types', () => {
  it('rests a good-till-cancelled limit and publishes the level', () => {
    const { engine, limit, run } = open();
    const events = run(limit('ann', 'BUY', 100, 5));
    expect(events.at(-1)).toEqual({
      type: 'level',
      symbol: BTC,
      side: 'BUY',
      price: 100,
      total: 5,
    });
    expect(engine.book(BTC)?.depth(5)).toEqual({ bids: [{ price: 100, size: 5 }], asks: [] });
  });

  it('sweeps a market order through the levels at each maker price and cancels what is left', () => {
    const { engine, limit, market, run } = open();
    const a = limit('ann', 'SELL', 101, 2);
    const b = limit('bob', 'SELL', 102, 3);
    const c = limit('ann', 'SELL', 101, 1);
    run(a, b, c);
    const taker = market('cat', 'BUY', 10);
    const events = run(taker);
    expect(fills(events)).toEqual([
      [a.orderId, 101, 2],
      [c.orderId, 101, 1],
      [b.orderId, 102, 3],
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      orderId: taker.orderId,
      remaining: 4,
      reason: CANCEL.noLiquidity,
    });
    expect(engine.book(BTC)?.depth(5)).toEqual({ bids: [], asks: [] });
  });

  it('fills an immediate-or-cancel order up to its limit and cancels the rest', () => {
    const { engine, limit, run } = open();
    run(limit('ann', 'SELL', 101, 2), limit('bob', 'SELL', 103, 2));
    const ioc = limit('cat', 'BUY', 102, 5, 'IOC');
    const events = run(ioc);
    expect(fills(events)).toEqual([[1, 101, 2]]);
    expect(events.at(-1)).toMatchObject({
      type: 'cancelled',
      remaining: 3,
      reason: CANCEL.immediateOrCancel,
    });
    expect(engine.book(BTC)?.bestBid()).toBeUndefined();
  });

  it('rests a post-only order that does not cross and refuses one that would, without journaling it', () => {
    const { journal, engine, limit, run } = open();
    run(limit('ann', 'SELL', 101, 2));
    const before = journal.length;
    const taking = limit('bob', 'BUY', 101, 1, 'POST_ONLY');
    expect(run(taking)).toEqual([
      { type: 'rejected', command: taking, reason: REJECT.postOnlyWouldTake },
    ]);
    expect(journal.length).toBe(before);
    run(limit('bob', 'BUY', 100, 1, 'POST_ONLY'));
    expect(engine.book(BTC)?.depth(1)).toEqual({
      bids: [{ price: 100, size: 1 }],
      asks: [{ price: 101, size: 2 }],
    });
  });

  it('lets a crossing limit take liquidity, then rests the remainder at its own price', () => {
    const { engine, limit, run } = open();
    run(limit('ann', 'SELL', 101, 2));
    const events = run(limit('bob', 'BUY', 105, 5));
    expect(fills(events)).toEqual([[1, 101, 2]]);
    expect(engine.book(BTC)?.depth(1)).toEqual({ bids: [{ price: 105, size: 3 }], asks: [] });
  });
});

describe('self-trade prevention', () => {
  it('cancels the resting order of the same owner and goes on to the next maker', () => {
    const { engine, limit, run } = open();
    const own = limit('ann', 'SELL', 100, 2);
    const other = limit('bob', 'SELL', 100, 3);
    run(own, other);
    const events = run(limit('ann', 'BUY', 100, 4));
    expect(events.filter((e) => e.type === 'cancelled')).toEqual([
      {
        type: 'cancelled',
        symbol: BTC,
        orderId: own.orderId,
        owner: 'ann',
        side: 'SELL',
        remaining: 2,
        reason: CANCEL.selfTrade,
      },
    ]);
    expect(fills(events)).toEqual([[other.orderId, 100, 3]]);
    expect(engine.book(BTC)?.depth(1)).toEqual({ bids: [{ price: 100, size: 1 }], asks: [] });
  });
});

describe('cancels, listing and refusals', () => {
  it('cancels only for the owner and says "Order not found" to anyone else', () => {
    const { engine, limit, run } = open();
    const order = limit('ann', 'BUY', 100, 5);
    run(order);
    const foreign = { type: 'cancel', symbol: BTC, orderId: order.orderId, owner: 'bob' } as const;
    expect(run(foreign)).toEqual([
      { type: 'rejected', command: foreign, reason: REJECT.unknownOrder },
    ]);
    const own = { type: 'cancel', symbol: BTC, orderId: order.orderId, owner: 'ann' } as const;
    expect(run(own).filter((e) => e.type !== 'command')).toEqual([
      {
        type: 'cancelled',
        symbol: BTC,
        orderId: 1,
        owner: 'ann',
        side: 'BUY',
        remaining: 5,
        reason: CANCEL.byTrader,
      },
      { type: 'level', symbol: BTC, side: 'BUY', price: 100, total: 0 },
    ]);
    expect(engine.book(BTC)?.orderCount).toBe(0);
  });

  it('cancels all of an owner across books and leaves the others', () => {
    const { engine, limit, run } = open();
    run(
      limit('ann', 'BUY', 100, 1),
      limit('bob', 'BUY', 99, 1),
      limit('ann', 'SELL', 50, 1, 'GTC', ETH),
    );
    run({ type: 'cancelAll', owner: 'ann' });
    expect(
      engine
        .book(BTC)
        ?.view()
        .bids.flatMap((l) => l.orders.map((o) => o.owner)),
    ).toEqual(['bob']);
    expect(engine.book(ETH)?.orderCount).toBe(0);
  });

  it('cancels every order of a delisted instrument and refuses orders for it afterwards', () => {
    const { engine, limit, run } = open();
    run(limit('ann', 'BUY', 100, 1), limit('bob', 'SELL', 101, 1));
    const events = run({ type: 'delist', symbol: BTC });
    expect(
      events.filter((e) => e.type === 'cancelled').map((e) => e.type === 'cancelled' && e.reason),
    ).toEqual([CANCEL.delisted, CANCEL.delisted]);
    expect(engine.book(BTC)).toBeUndefined();
    const late = limit('ann', 'BUY', 100, 1);
    expect(run(late)).toEqual([
      { type: 'rejected', command: late, reason: REJECT.unknownInstrument },
    ]);
  });

  it('refuses prices and sizes that are not whole positive ticks and lots, and reused open ids', () => {
    const { limit, run } = open();
    const cases: [PlaceCommand, string][] = [
      [{ ...limit('ann', 'BUY', 100, 1), price: 100.5 }, REJECT.price],
      [{ ...limit('ann', 'BUY', 100, 1), price: 0 }, REJECT.price],
      [{ ...limit('ann', 'BUY', 100, 1), qty: 0 }, REJECT.size],
      [{ ...limit('ann', 'BUY', 100, 1), qty: 1.5 }, REJECT.size],
      [{ ...limit('ann', 'BUY', 100, 1), orderId: -3 }, REJECT.orderId],
    ];
    for (const [command, reason] of cases) {
      expect(run(command)).toEqual([{ type: 'rejected', command, reason }]);
    }
    const first = limit('ann', 'BUY', 100, 1);
    run(first);
    const again = { ...limit('bob', 'SELL', 200, 1), orderId: first.orderId };
    expect(run(again)).toEqual([
      { type: 'rejected', command: again, reason: REJECT.duplicateOrderId },
    ]);
  });
});
