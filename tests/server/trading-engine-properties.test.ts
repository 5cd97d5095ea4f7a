import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineCommand, Side } from '../../server/modules/trading/engine/commands.ts';
import { EventLog } from '../../server/modules/trading/engine/event-log.ts';
import { type JournalEntry, MemoryJournal } from '../../server/modules/trading/engine/journal.ts';
import { MatchingEngine } from '../../server/modules/trading/engine/matching-engine.ts';
import { NULL_SINK } from '../../server/modules/trading/engine/sink.ts';
import { EngineChecker } from './support/engine-checker.ts';

const SYMBOLS = ['BTCUSDT-PERP', 'ETHUSDT-PERP'] as const;
const OWNERS = ['ann', 'bob', 'cat'] as const;

/** A step of a trading session; order ids and cancel targets are resolved when it runs. */
type Step =
  | {
      kind: 'place';
      symbol: number;
      owner: number;
      side: Side;
      orderType: 'limit' | 'market';
      timeInForce: 'GTC' | 'IOC' | 'POST_ONLY';
      price: number;
      qty: number;
      reuseId: number | undefined;
    }
  | { kind: 'cancel'; target: number; owner: number | undefined; symbol: number | undefined }
  | { kind: 'cancelAll'; owner: number; symbol: number | undefined }
  | { kind: 'relist'; symbol: number };

/** `arbitrary`'s value in `percent` of the cases, otherwise undefined. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
  fc.oneof(
    { weight: 100 - percent, arbitrary: fc.constant(undefined) },
    { weight: percent, arbitrary },
  );

const placeStep = fc.record({
  kind: fc.constant('place' as const),
  symbol: fc.integer({ min: 0, max: 1 }),
  owner: fc.integer({ min: 0, max: 2 }),
  side: fc.constantFrom<Side>('BUY', 'SELL'),
  orderType: fc.constantFrom('limit', 'limit', 'limit', 'limit', 'market') as fc.Arbitrary<
    'limit' | 'market'
  >,
  timeInForce: fc.constantFrom('GTC', 'GTC', 'IOC', 'POST_ONLY') as fc.Arbitrary<
    'GTC' | 'IOC' | 'POST_ONLY'
  >,
  // A narrow band of prices, so that orders meet often, and sizes that sweep a few orders.
  price: fc.integer({ min: 95, max: 105 }),
  qty: fc.integer({ min: 1, max: 12 }),
  reuseId: sometimes(fc.nat(), 5),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: placeStep },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      target: fc.nat(),
      owner: sometimes(fc.integer({ min: 0, max: 2 }), 15),
      symbol: sometimes(fc.integer({ min: 0, max: 1 }), 10),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancelAll' as const),
      owner: fc.integer({ min: 0, max: 2 }),
      symbol: sometimes(fc.integer({ min: 0, max: 1 }), 50),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('relist' as const),
      symbol: fc.integer({ min: 0, max: 1 }),
    }),
  },
);

/** Turns steps into commands against a live engine (cancel targets are ids placed before). */
function* commandsOf(steps: readonly Step[]): Generator<EngineCommand, void, undefined> {
  const placed: { orderId: number; symbol: string; owner: string }[] = [];
  let nextId = 1;
  for (const s of steps) {
    if (s.kind === 'place') {
      const symbol = SYMBOLS[s.symbol] as string;
      // Order ids are unique per book; a reused id (of the same book) tests the duplicate check.
      const sameBook = placed.filter((p) => p.symbol === symbol);
      const reused =
        s.reuseId === undefined ? undefined : sameBook[s.reuseId % Math.max(sameBook.length, 1)];
      const orderId = reused?.orderId ?? nextId++;
      const owner = OWNERS[s.owner] as string;
      placed.push({ orderId, symbol, owner });
      yield {
        type: 'place',
        symbol,
        orderId,
        owner,
        side: s.side,
        orderType: s.orderType,
        timeInForce: s.timeInForce,
        price: s.orderType === 'market' ? 0 : s.price,
        qty: s.qty,
      };
    } else if (s.kind === 'cancel') {
      const target = placed[s.target % Math.max(placed.length, 1)];
      if (target === undefined) continue;
      yield {
        type: 'cancel',
        symbol: s.symbol === undefined ? target.symbol : (SYMBOLS[s.symbol] as string),
        orderId: target.orderId,
        owner: s.owner === undefined ? target.owner : (OWNERS[s.owner] as string),
      };
    } else if (s.kind === 'cancelAll') {
      yield {
        type: 'cancelAll',
        owner: OWNERS[s.owner] as string,
        ...(s.symbol === undefined ? {} : { symbol: SYMBOLS[s.symbol] as string }),
      };
    } else {
      yield { type: 'delist', symbol: SYMBOLS[s.symbol] as string };
      yield { type: 'list', symbol: SYMBOLS[s.symbol] as string };
    }
  }
}

function openEngine() {
  const journal = new MemoryJournal();
  const log = new EventLog();
  const engine = new MatchingEngine(journal, log);
  for (const symbol of SYMBOLS) engine.execute({ type: 'list', symbol });
  log.drain();
  return { journal, log, engine };
}

const sessions = fc.array(step, { minLength: 1, maxLength: 150, size: 'max' });

describe('matching engine properties', () => {
  it('never crosses a book, fills at the maker price in price-time order, conserves every lot and never trades an owner with itself', () => {
    let fills = 0;
    let selfTrades = 0;
    fc.assert(
      fc.property(sessions, (steps) => {
        const { journal, log, engine } = openEngine();
        const checker = new EngineChecker();
        for (const command of commandsOf(steps)) {
          const before = journal.length;
          const accepted = engine.execute(command);
          const events = log.drain();
          // Accepted commands are journaled (before their events); refused ones are not.
          expect(journal.length).toBe(before + (accepted ? 1 : 0));
          if (accepted)
            expect(events[0]).toEqual({ type: 'command', seq: journal.length, command });
          checker.check(command, events, engine);
        }
        fills += checker.fills;
        selfTrades += checker.selfTradeCancels;
      }),
      { numRuns: 150 },
    );
    // The generator must really exercise matching and self-trade prevention.
    expect(fills).toBeGreaterThan(1_000);
    expect(selfTrades).toBeGreaterThan(50);
  });

  it('rebuilds the same books and the same events by replaying the journal', () => {
    fc.assert(
      fc.property(sessions, (steps) => {
        const { journal, log, engine } = openEngine();
        for (const command of commandsOf(steps)) engine.execute(command);
        const live = log.events.filter((event) => event.type !== 'rejected');

        const replayLog = new EventLog();
        const replayed = new MatchingEngine(new MemoryJournal(), replayLog);
        replayed.replay(journal.entries());
        expect([...replayed.symbols()].sort()).toEqual([...engine.symbols()].sort());
        for (const symbol of engine.symbols()) {
          expect(replayed.book(symbol)?.view()).toEqual(engine.book(symbol)?.view());
        }
        // The replay also produces the very events of the live run (after the two listings).
        expect(replayLog.events.slice(SYMBOLS.length * 1)).toEqual(live);

        // The journal is plain data: written out as JSON and read back (as a persistent journal
        // will), it replays to the same books, here into a sink that drops the events.
        const stored = JSON.parse(JSON.stringify([...journal.entries()])) as JournalEntry[];
        const silent = new MatchingEngine(new MemoryJournal(), NULL_SINK);
        silent.replay(stored);
        for (const symbol of engine.symbols()) {
          expect(silent.book(symbol)?.view()).toEqual(engine.book(symbol)?.view());
        }
      }),
      { numRuns: 200 },
    );
  });
});
