import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CORE_CONFIG, MAX_FUNDING_INTERVAL_S } from '../../server/core/core-config.ts';
import { ExchangeCore, exchangeCoreFactory } from '../../server/core/exchange-core.ts';
import type { TransactionsResponse } from '../../src/contracts/funds.ts';
import type { Instrument, InstrumentsResponse } from '../../src/contracts/instruments.ts';
import type { MarketEntry } from '../../src/contracts/market.ts';
import type { OrderBookResponse } from '../../src/contracts/trading.ts';
import { usdToInrPaise } from '../../src/domain/money/conversion.ts';
import {
  BTC_MARK,
  CoreDriver,
  order as coreOrder,
  quoteAt,
  replay,
} from './support/core-driver.ts';
import { call } from './support/http-client.ts';
import { ManualClock } from './support/manual-clock.ts';
import { MarketTestClient } from './support/market-client.ts';
import { settled } from './support/settled.ts';
import { restartedApp, startTestServer, type TestServer } from './support/test-server.ts';
import { tradingClient } from './support/trading-client.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

const BTC = 'BTCUSDT-PERP';
const INTERVAL_MS = 10_000;
const DEPOSIT_RUPEES = 20_000;

describe('the configure command (FUNDING_INTERVAL_S in the journal)', () => {
  const fundingRounds = (driver: CoreDriver) =>
    driver.events.flatMap((e) => (e.type === 'funding' ? [e] : []));

  it('sets the interval of a core not yet quoted at once, and never the shared default', () => {
    const driver = new CoreDriver();
    driver.at = 1_700_000_000_500;
    expect(driver.answer({ type: 'configure', fundingIntervalS: 10 })).toEqual({ kind: 'done' });
    expect(driver.core.fundingIntervalS).toBe(10);
    expect(DEFAULT_CORE_CONFIG.fundingIntervalS).toBe(28_800);
    expect(ExchangeCore.create().fundingIntervalS).toBe(28_800);
    driver.tick([quoteAt(BTC, BTC_MARK)]);
    expect(driver.core.market(BTC)?.nextFundingAt).toBe(1_700_000_010_000);
  });

  it('keeps a boundary already announced, then pays every new interval from it', () => {
    const driver = new CoreDriver();
    driver.at = 1_699_999_200_000; // 8 h boundaries: the next at 1,700,006,400,000.
    driver.tick([quoteAt(BTC, BTC_MARK)]);
    const announced = driver.core.market(BTC)?.nextFundingAt ?? 0;
    expect(announced).toBe(1_700_006_400_000);
    driver.answer({ type: 'configure', fundingIntervalS: 60 });
    expect(driver.core.market(BTC)?.nextFundingAt).toBe(announced);
    driver.tick([quoteAt(BTC, BTC_MARK)], 60_000);
    expect(fundingRounds(driver)).toEqual([]);
    driver.tick([quoteAt(BTC, BTC_MARK)], announced - driver.at);
    expect(fundingRounds(driver).map((r) => [r.at, r.nextAt])).toEqual([
      [announced, announced + 60_000],
    ]);
    driver.tick([quoteAt(BTC, BTC_MARK)], 60_000);
    expect(fundingRounds(driver).map((r) => r.at)).toEqual([announced, announced + 60_000]);
  });

  it.each([0, -10, 1.5, MAX_FUNDING_INTERVAL_S + 1, Number.NaN])(
    'refuses an interval of %s seconds and keeps the one in force',
    (seconds) => {
      const driver = new CoreDriver({ fundingIntervalS: 10 });
      const answer = driver.answer({ type: 'configure', fundingIntervalS: seconds });
      expect(answer).toMatchObject({ kind: 'refused', status: 400 });
      expect(driver.core.fundingIntervalS).toBe(10);
    },
  );

  it('is replayed exactly by a core the factory makes with the default config, and kept by a snapshot', () => {
    const driver = new CoreDriver();
    driver.core = exchangeCoreFactory.create() as ExchangeCore;
    driver.deposit('long', 200_000);
    driver.deposit('short', 200_000);
    driver.answer({ type: 'configure', fundingIntervalS: 10 });
    driver.tick([quoteAt(BTC, BTC_MARK)]);
    driver.answer(coreOrder('long', BTC, 'BUY', 10, 10, BTC_MARK));
    driver.answer(coreOrder('short', BTC, 'SELL', 10, 10, BTC_MARK));
    const middle = driver.core.snapshot();
    for (let i = 0; i < 25; i += 1) driver.tick([quoteAt(BTC, BTC_MARK)], 1_000);
    expect(fundingRounds(driver).length).toBeGreaterThanOrEqual(2);

    const replayed = exchangeCoreFactory.create() as ExchangeCore;
    const events = replay(replayed, driver.entries);
    expect(replayed.snapshot()).toEqual(driver.core.snapshot());
    expect(events).toEqual(driver.events);
    const restored = exchangeCoreFactory.restore(middle) as ExchangeCore;
    expect(restored.fundingIntervalS).toBe(10);
    replay(
      restored,
      driver.entries.filter((e) => e.seq > middle.seq),
    );
    expect(restored.snapshot()).toEqual(driver.core.snapshot());
  });
});

/**
 * Funding end to end on the exchange core (FUNDING_INTERVAL_S=10), through HTTP and the sockets:
 * two traders, long and short against each other, pass a funding boundary; then the public
 * instruments calls and the market socket's funding fields.
 */
describe.each(['pglite', 'postgres'] as const)('funding on %s', (database) => {
  // A second past a boundary of the 10 s interval; the clock moves only when the test says.
  const clock = new ManualClock(Math.floor(Date.now() / INTERVAL_MS) * INTERVAL_MS + 1_000);
  let server: TestServer;

  const market = () => server.app.market;

  const client = tradingClient(() => server, 'funding');
  const { api, funds } = client;
  const trader = async () => {
    const { userId, token } = await client.trader(DEPOSIT_RUPEES);
    const orders = await UserStreamClient.open(server.url, { userId, category: 'order', token });
    return { userId, token, orders };
  };
  type Trader = Awaited<ReturnType<typeof trader>>;

  const order = (who: Trader, body: Record<string, unknown>) =>
    client.order(who, { symbol: BTC, leverage: 10, ...body });

  const transactions = async (who: Trader) => {
    const result = await call(server.url, 'GET', `/funds/transaction/${who.userId}?limit=100`, {
      token: who.token,
    });
    expect(result.status).toBe(200);
    // Newest first.
    return (result.json as TransactionsResponse).transactions;
  };

  const instrument = async (symbol: string): Promise<Instrument> => {
    const result = await api(undefined, 'GET', `/instruments/${symbol}`);
    expect(result.status).toBe(200);
    return result.json as Instrument;
  };

  const paise = (rupees: number) => Math.round(rupees * 100);

  /** Rows of every table, and the size of the core's journal files (PGlite keeps it there). */
  const footprint = async () => {
    const tables = await server.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await server.query<{ n: string }>(
        `select count(*)::text as n from "${name}"`,
      );
      counts[name] = Number(rows[0]?.n);
    }
    const dir = path.join(server.sameExchange.DATA_DIR ?? '', 'core', 'journal');
    let journalBytes = 0;
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      journalBytes += (await stat(path.join(dir, file))).size;
    }
    return { counts, journalBytes };
  };

  /** The footprint once the server's own work is done (the option books' quotes after a move). */
  const quietFootprint = () => settled(footprint);

  let long: Trader;
  let short: Trader;

  beforeAll(async () => {
    // Only the test's moves change the marks.
    server = await startTestServer({
      clock,
      database,
      env: { FUNDING_INTERVAL_S: '10' },
      stillMarket: true,
    });
    long = await trader();
    short = await trader();
  }, 60_000);
  afterAll(async () => {
    long?.orders.close();
    short?.orders.close();
    await server?.close();
  });

  it('pays funding at the boundary: a funding transaction each, equal and opposite, told on the order stream and on the position', async () => {
    // The two meet inside the market maker's spread, so they hold the only BTC positions.
    const book = (await api(undefined, 'GET', `/orderbook?symbol=${BTC}&depth=1`))
      .json as OrderBookResponse;
    const bid = book.bids[0]?.price ?? 0;
    const ask = book.asks[0]?.price ?? 0;
    const price = Math.round(((bid + ask) / 2) * 100) / 100;
    expect(price).toBeGreaterThan(bid);
    expect(price).toBeLessThan(ask);
    const resting = await order(long, {
      side: 'BUY',
      type: 'limit',
      price,
      size: 0.01,
      timeInForce: 'POST_ONLY',
    });
    expect(resting.status).toBe('open');
    const taken = await order(short, {
      side: 'SELL',
      type: 'limit',
      price,
      size: 0.01,
      timeInForce: 'IOC',
    });
    expect(taken).toMatchObject({ status: 'filled', averagePrice: price });

    const before = await instrument(BTC);
    expect(before.fundingIntervalSeconds).toBe(10);
    expect(before.openInterest).toBe(0.01);
    const boundary = Date.parse(before.nextFundingTime ?? '');
    expect(boundary % INTERVAL_MS).toBe(0);
    expect(boundary).toBeGreaterThan(clock.now());
    expect(boundary - clock.now()).toBeLessThanOrEqual(INTERVAL_MS);
    for (const who of [long, short]) {
      expect((await transactions(who)).some((t) => (t.type as string) === 'funding')).toBe(false);
    }

    // The boundary passes; the next tick (a small move of the market) pays.
    clock.advance(boundary - clock.now() + 500);
    const moved = await api(undefined, 'POST', '/dev/market/move', {
      symbol: 'BTC',
      percent: 0.01,
    });
    expect(moved.status).toBe(200);

    const after = await instrument(BTC);
    const rate = after.lastFundingRate ?? 0;
    // premium + clamp(0.01% − premium, ±0.05%), capped at ±0.5%: never 0 with the interest term.
    expect(rate).not.toBe(0);
    expect(Math.abs(rate)).toBeLessThanOrEqual(0.005);
    expect(Date.parse(after.nextFundingTime ?? '')).toBe(boundary + INTERVAL_MS);
    // Positive: longs pay shorts.
    const [payer, receiver] = rate > 0 ? [long, short] : [short, long];

    const payerTx = await transactions(payer);
    const receiverTx = await transactions(receiver);
    const [paid] = payerTx;
    const [received] = receiverTx;
    expect(paid?.type).toBe('funding');
    expect(received?.type).toBe('funding');
    expect(paid?.amount).toBe(received?.amount);
    // The notional at the mark × the rate, rounded once: 0.01 BTC ≈ $950, at 0.01% ≈ ₹8.
    const amount = paise(paid?.amount ?? 0);
    expect(amount).toBe(Math.round(usdToInrPaise(0.01 * (after.markPrice ?? 0)) * Math.abs(rate)));
    expect(amount).toBeGreaterThan(0);
    // Balance after is the wallet: down by what the payer paid, up by what the receiver got.
    expect(paise(paid?.balanceAfter ?? 0)).toBe(paise(payerTx[1]?.balanceAfter ?? 0) - amount);
    expect(paise(received?.balanceAfter ?? 0)).toBe(
      paise(receiverTx[1]?.balanceAfter ?? 0) + amount,
    );
    // Behind the API: the signed changes sum to zero across the traders, and each wallet (what
    // /funds says) equals the sum of its transactions, to the paisa.
    const deltas = await server.query<{ user_id: string; funding: string; total: string }>(
      `select user_id::text,
         coalesce(sum(wallet_delta_paise) filter (where type = 'funding'), 0)::text as funding,
         sum(wallet_delta_paise)::text as total
       from funds_transaction where user_id in ($1, $2) group by user_id`,
      [long.userId, short.userId],
    );
    const of = (who: Trader) => deltas.rows.find((r) => r.user_id === who.userId);
    expect(Number(of(payer)?.funding)).toBe(-amount);
    expect(Number(of(receiver)?.funding)).toBe(amount);
    for (const [who, newest] of [
      [payer, paid],
      [receiver, received],
    ] as const) {
      const record = await funds(who);
      const wallet = paise(record.availableFunds) + paise(record.marginUsed);
      expect(Number(of(who)?.total)).toBe(wallet);
      expect(paise(newest?.balanceAfter ?? 0)).toBe(wallet);
    }
    const pool = await server.query<{ b: string }>(
      `select balance_paise::text as b from ledger_account where id = 'funding_pool'`,
    );
    expect(Number(pool.rows[0]?.b ?? 0)).toBe(0);
    const ledger = await server.query<{ s: string }>(
      'select coalesce(sum(balance_paise), 0)::text as s from ledger_account',
    );
    expect(ledger.rows[0]?.s).toBe('0');

    // The order stream tells each of them, in words with the rate and the amount.
    const percent = `${(rate * 100).toFixed(4)}%`;
    const rupees = `₹${(amount / 100).toFixed(2)}`;
    const funding = (m: Record<string, unknown>) =>
      (m.payload as { kind?: string } | undefined)?.kind === 'funding';
    expect(await payer.orders.waitFor(funding)).toMatchObject({
      category: 'order',
      payload: { stockSymbol: BTC, message: `Funding paid on ${BTC} at ${percent}: ${rupees}` },
    });
    expect(await receiver.orders.waitFor(funding)).toMatchObject({
      category: 'order',
      payload: { stockSymbol: BTC, message: `Funding received on ${BTC} at ${percent}: ${rupees}` },
    });

    // The position's row keeps what funding did to it.
    const rows = await server.query<{ user_id: string; funding_paise: string; size_lots: string }>(
      `select user_id::text, funding_paise::text, size_lots::text from trading_position
       where symbol = $1 and user_id in ($2, $3)`,
      [BTC, long.userId, short.userId],
    );
    const row = (who: Trader) => rows.rows.find((r) => r.user_id === who.userId);
    expect(row(long)).toMatchObject({ size_lots: '10' });
    expect(row(short)).toMatchObject({ size_lots: '-10' });
    expect(row(payer)?.funding_paise).toBe(String(-amount));
    expect(row(receiver)?.funding_paise).toBe(String(amount));
  });

  it('answers the instruments calls from memory: the contract spec and the market now, 404 for an unknown symbol, and writes nothing', async () => {
    const before = await quietFootprint();

    const list = await api(undefined, 'GET', '/instruments');
    expect(list.status).toBe(200);
    const { instruments } = list.json as InstrumentsResponse;
    const perpetuals = instruments.filter((i) => i.kind === 'perpetual');
    expect(perpetuals.length).toBeGreaterThan(5);
    expect(instruments.slice(0, perpetuals.length).every((i) => i.kind === 'perpetual')).toBe(true);
    const btc = perpetuals.find((i) => i.symbol === BTC);
    const entry = market().entry(BTC) as MarketEntry;
    expect(btc).toMatchObject({
      kind: 'perpetual',
      underlying: 'BTC',
      tickSize: 0.01,
      lotSize: 0.001,
      maxLeverage: 200,
      fundingIntervalSeconds: 10,
      openInterest: 0.01,
      maxOpenInterestPerTrader: 10_00_00_000,
      option: null,
    });
    const mark = btc?.markPrice ?? 0;
    expect(mark).toBeCloseTo(entry.price, 2);
    expect(btc?.indexPrice).toBeGreaterThan(0);
    expect(btc?.priceBand.rate).toBe(0.02);
    // The band's edges: 2% of the mark either way, inside it to the tick.
    expect(btc?.priceBand.low).toBeGreaterThanOrEqual(mark * 0.98 - 1e-6);
    expect(btc?.priceBand.low).toBeLessThan(mark * 0.98 + 0.01);
    expect(btc?.priceBand.high).toBeLessThanOrEqual(mark * 1.02 + 1e-6);
    expect(btc?.priceBand.high).toBeGreaterThan(mark * 1.02 - 0.01);
    expect(btc?.fundingRate).toBeTypeOf('number');
    expect(Math.abs(btc?.fundingRate ?? 1)).toBeLessThanOrEqual(0.005);
    expect(btc?.openInterestUsd).toBeCloseTo(0.01 * mark, 2);
    expect(Date.parse(btc?.nextFundingTime ?? '')).toBeGreaterThan(clock.now());
    const doge = perpetuals.find((i) => i.symbol === 'DOGEUSDT-PERP');
    expect(doge?.priceBand.rate).toBe(0.05);
    expect(doge?.openInterest).toBe(0);

    const one = await instrument(BTC);
    expect(one).toEqual(btc);

    const options = await api(undefined, 'GET', '/instruments?kind=option');
    expect(options.status).toBe(200);
    const listed = (options.json as InstrumentsResponse).instruments;
    expect(listed.length).toBeGreaterThan(0);
    for (const option of listed.slice(0, 20)) {
      expect(option).toMatchObject({
        kind: 'option',
        maxLeverage: 1,
        fundingRate: null,
        nextFundingTime: null,
        priceBand: { rate: 0.5, minTicks: 20 },
      });
      expect(Date.parse(option.option?.expiry ?? '')).toBeGreaterThan(clock.now());
    }
    expect(listed.length + perpetuals.length).toBe(instruments.length);

    const unknown = await api(undefined, 'GET', '/instruments/NOPE-PERP');
    expect(unknown.status).toBe(404);
    expect((unknown.json as { message: string }).message).toBe('No instrument NOPE-PERP is listed');
    const badKind = await api(undefined, 'GET', '/instruments?kind=future');
    expect(badKind.status).toBe(400);

    for (let i = 0; i < 50; i++) {
      const read = await api(
        undefined,
        'GET',
        i % 2 === 0 ? '/instruments' : `/instruments/${BTC}`,
      );
      expect(read.status).toBe(200);
    }
    expect(await footprint()).toEqual(before);
  });

  it('gives each perpetual on the market socket its mark, index, funding rate and next funding time', async () => {
    const socket = await MarketTestClient.subscribed(server.url, 'g_fund1', 'futures_symbol', [
      BTC,
    ]);
    try {
      const initial = await socket.waitFor((f) => f.type === 'initial-data');
      const data = (initial.data as Record<string, MarketEntry>)[BTC];
      const spec = await instrument(BTC);
      expect(data).toMatchObject({
        markPrice: spec.markPrice,
        indexPrice: spec.indexPrice,
        fundingRate: spec.fundingRate,
        nextFundingTime: spec.nextFundingTime,
      });
      // Every field the entry had is still there.
      for (const field of ['price', 'change', 'bid', 'ask', 'volume', 'lastUpdated'])
        expect(data).toHaveProperty(field);

      const mark = socket.frames.length;
      const moved = await api(undefined, 'POST', '/dev/market/move', {
        symbol: 'BTC',
        percent: 0.01,
      });
      expect(moved.status).toBe(200);
      const update = await socket.waitFor((f) => f.type === 'symbol-update', mark);
      const fields = update.data as MarketEntry;
      expect(fields.markPrice).toBeGreaterThan(0);
      expect(fields.indexPrice).toBeGreaterThan(0);
      expect(fields.fundingRate).toBeTypeOf('number');
      expect(Date.parse(fields.nextFundingTime ?? '')).toBeGreaterThan(clock.now());
    } finally {
      socket.ws.close();
    }
  });
});

describe.each(['pglite', 'postgres'] as const)(
  'FUNDING_INTERVAL_S across restarts on %s',
  (database) => {
    const clock = new ManualClock(Math.floor(Date.now() / INTERVAL_MS) * INTERVAL_MS + 1_000);
    let server: TestServer;

    beforeAll(async () => {
      // A snapshot every 400 commands (the option books' listings at start are about 1,000):
      // recovery then starts from one the worker made by replaying the journal on a core of the
      // factory's default config.
      server = await startTestServer({
        clock,
        database,
        env: { FUNDING_INTERVAL_S: '10', CORE_SNAPSHOT_EVERY: '400' },
      });
      server.app.market.stop();
    }, 60_000);
    afterAll(async () => server?.close());

    const restart = (env: Record<string, string>) =>
      restartedApp(server, { env: { CORE_SNAPSHOT_EVERY: '400', ...env }, clock });

    const btcOf = async (app: FastifyInstance): Promise<Instrument> => {
      const answer = await app.inject({ url: `/api/v1/instruments/${BTC}` });
      expect(answer.statusCode).toBe(200);
      return answer.json() as Instrument;
    };

    it('keeps the interval through a snapshot and the journal, and a new one counts from the boundary announced', async () => {
      for (let i = 0; i < 4; i += 1) {
        const moved = await call(server.url, 'POST', '/api/v1/dev/market/move', {
          body: { symbol: 'BTC', percent: 0.01 },
        });
        expect(moved.status).toBe(200);
      }
      const snapshots = path.join(server.sameExchange.DATA_DIR ?? '', 'core', 'snapshots');
      for (let i = 0; i < 100; i += 1) {
        const files = await readdir(snapshots).catch(() => [] as string[]);
        if (files.some((f) => f.endsWith('.json'))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await readdir(snapshots)).some((f) => f.endsWith('.json'))).toBe(true);
      const announced = await btcOf(server.app);
      expect(announced.fundingIntervalSeconds).toBe(10);
      const boundary = Date.parse(announced.nextFundingTime ?? '');
      expect(boundary - clock.now()).toBeLessThanOrEqual(INTERVAL_MS);
      // One process at a time runs the exchange on its journal: the server stops first.
      await server.app.close();

      const same = restart({ FUNDING_INTERVAL_S: '10' });
      try {
        await same.ready();
        expect(await btcOf(same)).toMatchObject({
          fundingIntervalSeconds: 10,
          nextFundingTime: announced.nextFundingTime,
        });
      } finally {
        await same.close();
      }

      // Back to the default: the boundary traders were shown stays, then 8 hours from it.
      const eight = restart({});
      try {
        await eight.ready();
        eight.market.stop();
        expect(await btcOf(eight)).toMatchObject({
          fundingIntervalSeconds: 28_800,
          nextFundingTime: announced.nextFundingTime,
        });
        clock.advance(boundary - clock.now() + 500);
        const moved = await eight.inject({
          method: 'POST',
          url: '/api/v1/dev/market/move',
          payload: { symbol: 'BTC', percent: 0.01 },
        });
        expect(moved.statusCode).toBe(200);
        const after = await btcOf(eight);
        const next = Date.parse(after.nextFundingTime ?? '');
        expect(next % (28_800 * 1000)).toBe(0);
        expect(next).toBeGreaterThan(boundary);
        expect(next - boundary).toBeLessThanOrEqual(28_800 * 1000);
        expect(after.lastFundingRate).not.toBe(0);
      } finally {
        await eight.close();
      }
    });
  },
);
