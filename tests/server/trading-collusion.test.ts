import { describe, expect, it } from 'vitest';
import { CANCEL } from '../../server/modules/trading/engine/commands.ts';
import type { FundsRecord, GetFundsResponse } from '../../src/contracts/funds.ts';
import type { Instrument } from '../../src/contracts/instruments.ts';
import type { FillsPage, Order, Position, PositionsResponse } from '../../src/contracts/trading.ts';
import type { DevMarketMoveResponse } from '../../src/contracts/trading-risk.ts';
import { fromUnits } from '../../src/domain/instruments/order-units.ts';
import { usdToInrPaise } from '../../src/domain/money/conversion.ts';
import { MAINTENANCE_MARGIN_RATE } from '../../src/domain/trading/perp-margin.ts';
import { priceBandTicks } from '../../src/domain/trading/price-band.ts';
import { login, signUp, uniqueEmail } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { type TestServer, testServerForSuite } from './support/test-server.ts';
import { addFunds, ledgerSum, tradingClient } from './support/trading-client.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

/**
 * The review's drain of the insurance fund, as an attack through real HTTP: two accounts trade
 * with each other far from the mark at 200x and let one be liquidated. The price band, the open
 * loss held as margin and a fund that pays at most what it holds must leave them nothing.
 */

const BTC = 'BTCUSDT-PERP';
const TICK = 0.01;
/** ₹1 crore, the insurance fund's starting balance (migration 0091). */
const FUND_START_PAISE = 1_00_00_000_00n;
/** ₹100 crore, the market maker's starting balance on the exchange core (docs/exchange-core.md). */
const MARKET_MAKER_START_PAISE = 100_00_00_000_00n;

let server: TestServer;

type Notice = { orderId: string; kind: string; message: string };

/**
 * The trader's order notices as their stream tells them (replayed from the first with since=0),
 * once `enough` holds of them.
 */
const noticesOf = async (who: Trader, enough: (seen: Notice[]) => boolean): Promise<Notice[]> => {
  const client = await UserStreamClient.open(server.url, {
    userId: who.userId,
    category: 'order',
    token: who.token,
    since: '0',
  });
  const seen = () =>
    client.messages.filter((m) => m.category === 'order').map((m) => m.payload as Notice);
  try {
    await client.waitFor(() => enough(seen()));
    return seen();
  } finally {
    client.close();
  }
};

const trader = async (deposit: number) => {
  const email = uniqueEmail('collude');
  const userId = await signUp(server, email);
  const { token } = await login(server, email);
  // In deposits of at most ₹10,00,000, the most one may be.
  for (let left = deposit; left > 0; left -= 10_00_000) {
    await addFunds(server, { userId, token }, Math.min(left, 10_00_000));
  }
  return { userId, token };
};
type Trader = Awaited<ReturnType<typeof trader>>;

const client = tradingClient(() => server, 'collude');
const { api } = client;
const order = (who: Trader, body: Record<string, unknown>) =>
  client.order(who, { symbol: BTC, ...body });

const positionOf = async (who: Trader): Promise<Position | undefined> =>
  ((await api(who, 'GET', '/positions')).json as PositionsResponse).positions.find(
    (p) => p.symbol === BTC,
  );

const fillsOf = async (who: Trader) =>
  ((await api(who, 'GET', '/fills?limit=100')).json as FillsPage).fills;

/** What the trader's wallet holds, in paise: available plus margin in use. */
const wallet = async (who: Trader): Promise<bigint> => {
  const result = await call(server.url, 'GET', `/funds/getfunds?userId=${who.userId}`, {
    token: who.token,
  });
  const record = (result.json as GetFundsResponse).data[0] as FundsRecord;
  return BigInt(Math.round(record.availableFunds * 100) + Math.round(record.marginUsed * 100));
};

const move = async (percent: number): Promise<DevMarketMoveResponse> => {
  const result = await api(undefined, 'POST', '/dev/market/move', { symbol: BTC, percent });
  expect(result.status).toBe(200);
  return result.json as DevMarketMoveResponse;
};

/** An account's balance; an account never opened is `unopened` (by default it fails the test). */
const balance = async (account: string, unopened = 'x'): Promise<bigint> =>
  BigInt(
    (
      await server.query<{ b: string }>(
        'select balance_paise::text as b from ledger_account where id = $1',
        [account],
      )
    ).rows[0]?.b ?? unopened,
  );

/** An account's balance, 0 while it has never been opened. */
const balanceOrNothing = (account: string): Promise<bigint> => balance(account, '0');

/** The simulator's BTC perpetual price now (the mark); its ticks are stopped, so it holds still. */
const mark = (): number => {
  const entry = server.app.market.entry(BTC);
  if (entry === undefined) throw new Error('no BTC quote');
  return entry.price;
};

/** The 2% band around the mark now, in USD, its edges on the tick as the desk computes them. */
const band = () => {
  const { low, high } = priceBandTicks(mark() / TICK, 0.02);
  return { low: fromUnits(low, TICK), high: fromUnits(high, TICK) };
};

/**
 * Moves the market until the trader has no BTC position left (each move is a mark tick on which
 * the monitor retries a liquidation that the band stopped part-way), at most `ticks` times.
 */
const untilFlat = async (who: Trader, ticks: number): Promise<number> => {
  for (let tick = 1; tick <= ticks; tick += 1) {
    if ((await positionOf(who)) === undefined) return tick - 1;
    await move(0);
  }
  return (await positionOf(who)) === undefined ? ticks : Number.POSITIVE_INFINITY;
};

describe.each(['pglite', 'postgres'] as const)('the two-account drain on %s', (database) => {
  testServerForSuite({ database, stillMarket: true }, (started) => {
    server = started;
  });

  it('starts the insurance fund at ₹1 crore from exchange capital, and the database refuses it below zero', async () => {
    expect(await balance('insurance_fund')).toBe(FUND_START_PAISE);
    // The market maker's ₹100 crore comes from exchange capital too.
    expect(await balance('exchange_capital')).toBe(-FUND_START_PAISE - MARKET_MAKER_START_PAISE);
    // The journal that funded it is on the ledger, so the fund's balance is its entries' sum.
    const { rows } = await server.query<{ s: string }>(
      `select coalesce(sum(amount_paise), 0)::text as s from ledger_entry
       where account_id = 'insurance_fund'`,
    );
    expect(BigInt(rows[0]?.s ?? 'x')).toBe(FUND_START_PAISE);
    await expect(
      server.query(`update ledger_account set balance_paise = -1 where id = 'insurance_fund'`),
    ).rejects.toThrow(/ledger_account_not_overdrawn/);
  });

  it('refuses the far orders naming the band, fills nothing outside it, and leaves the pair nothing and the fund whole', async () => {
    const seller = await trader(1_00_000);
    // Enough for the core to hold a 200x market buy's cost at the band's edge (its open loss).
    const buyer = await trader(15_00_000);
    const before = (await wallet(seller)) + (await wallet(buyer));
    const fundBefore = await balance('insurance_fund');
    const opening = band();

    // The review's trade: a sell at twice the mark, and a buy there. Both refused, naming the band.
    const far = Math.round(mark() * 2);
    const refusal = new RegExp(
      `^Price \\$[\\d,]+\\.\\d{2} is outside the price band: ${BTC} trades within 2% of the mark \\(\\$[\\d,.]+ – \\$[\\d,.]+\\)$`,
    );
    for (const [who, side] of [
      [seller, 'SELL'],
      [buyer, 'BUY'],
    ] as const) {
      const refused = await order(who, {
        side,
        type: 'limit',
        price: far,
        size: 0.1,
        leverage: 200,
      });
      expect(refused).toMatchObject({ status: 'rejected', filledSize: 0 });
      expect(refused.reason).toMatch(refusal);
    }
    const low = await order(buyer, {
      side: 'BUY',
      type: 'limit',
      price: Math.round(mark() / 2),
      size: 0.1,
      leverage: 200,
    });
    expect(low.reason).toMatch(/is outside the price band/);

    // The nearest they can come: a sell resting at the band's top edge, and a market buy at 200x
    // that sweeps the market maker's whole ladder to reach it, against a book thin beyond it.
    const resting = await order(seller, {
      side: 'SELL',
      type: 'limit',
      price: opening.high,
      size: 0.1,
      leverage: 200,
    });
    expect(resting.status).toBe('open');
    const bought = await order(buyer, { side: 'BUY', type: 'market', size: 5, leverage: 200 });
    expect(bought.status).toBe('cancelled');
    expect(bought.reason).toBe(CANCEL.priceBand);
    expect(bought.filledSize).toBeGreaterThan(0.1);
    expect(bought.filledSize).toBeLessThan(5);
    const buys = await fillsOf(buyer);
    expect(Math.max(...buys.map((f) => f.price))).toBe(opening.high);
    for (const fill of buys) expect(fill.price).toBeLessThanOrEqual(opening.high);
    const short = await positionOf(seller);
    expect(short).toMatchObject({ side: 'short', size: 0.1, entryPrice: opening.high });
    const long = (await positionOf(buyer)) as Position;
    expect(long.side).toBe('long');
    // The fill far from the market brought its open loss into the margin: the buyer starts with
    // the equity 200x promises, not already past its bankruptcy.
    const longSize = long.size;
    const notional = usdToInrPaise(longSize * long.entryPrice);
    const equity =
      Math.round(long.margin * 100) + usdToInrPaise(longSize * (mark() - long.entryPrice));
    // (Less only the half spread between the mark and the ask the ladder starts from.)
    expect(equity).toBeGreaterThan(0.9 * (notional / 200));
    expect(long.marginRatio).toBeLessThan(1);

    // Moving the market to just past the buyer's liquidation, short of its bankruptcy.
    const marginPaise = Math.round(long.margin * 100);
    const maintenance = usdToInrPaise(MAINTENANCE_MARGIN_RATE * longSize * long.entryPrice);
    const perCoinUsd = (paise: number) => paise / 100 / 85 / longSize;
    const liquidation = long.entryPrice - perCoinUsd(marginPaise - maintenance);
    const bankruptcy = long.entryPrice - perCoinUsd(marginPaise);
    const target = liquidation - 0.1 * (liquidation - bankruptcy);
    const moved = await move(((target - mark()) / mark()) * 100);
    expect(moved.to).toBeLessThan(liquidation);
    expect(moved.to).toBeGreaterThan(bankruptcy);
    const closing = band();
    // The ladder holds less than the position: the band stops the liquidation part-way, and the
    // insurance fund takes over the rest at the bankruptcy price on the same tick.
    expect(await untilFlat(buyer, 5)).toBeLessThanOrEqual(5);
    const liquidated = 1;
    const told = await noticesOf(
      buyer,
      (seen) => seen.filter((n) => n.kind === 'liquidation').length >= liquidated,
    );
    expect(told.filter((n) => n.kind === 'liquidation').length).toBeGreaterThanOrEqual(liquidated);
    const history = (await api(buyer, 'GET', '/orders?status=history')).json as {
      orders: Order[];
    };
    const stopped = history.orders.filter((o) => o.side === 'SELL' && o.reduceOnly);
    const bandStop = (reason: string | null) => /within the band/.test(reason ?? '');
    expect(stopped.some((o) => o.status === 'cancelled' && bandStop(o.reason))).toBe(true);
    const sells = (await fillsOf(buyer)).filter((f) => f.side === 'SELL');
    expect(sells.reduce((t, f) => t + f.size, 0)).toBeCloseTo(longSize, 6);
    for (const fill of sells) {
      expect(fill.price).toBeGreaterThanOrEqual(closing.low);
      expect(fill.price).toBeLessThanOrEqual(closing.high);
    }

    // The seller takes its profit at the market.
    const closed = (await api(seller, 'POST', '/positions/close', { symbol: BTC })).json as Order;
    expect(closed.status).toBe('filled');
    expect(closed.averagePrice).toBeGreaterThanOrEqual(closing.low);
    expect(closed.averagePrice).toBeLessThanOrEqual(closing.high);
    expect(await positionOf(seller)).toBeUndefined();

    // Together they gained nothing, and the insurance fund paid nothing out.
    const after = (await wallet(seller)) + (await wallet(buyer));
    expect(after - before).toBeLessThanOrEqual(0n);
    // What the fund took over it holds as margin, at 1x, bought at the bankruptcy price: its
    // cash and that margin together are no less than before (the penalty came in besides).
    const held = await balanceOrNothing(`margin:insurance_fund:${BTC}`);
    expect((await balance('insurance_fund')) + held).toBeGreaterThanOrEqual(fundBefore);
    expect(await ledgerSum(server)).toBe(0n);
  });

  it('fills a market order only inside the band and cancels the rest with the band as its reason', async () => {
    const maker = await trader(1_00_000);
    const taker = await trader(15_00_000);
    // An ask 1.5% above the mark, inside the band when placed; the market then falls 1%, and
    // the ask lies 2.5% above the new mark, past the band's edge.
    const ask = Math.round(mark() * 1.015);
    const resting = await order(maker, { side: 'SELL', type: 'limit', price: ask, size: 0.05 });
    expect(resting.status).toBe('open');
    await move(-1);
    const { high } = band();
    expect(ask).toBeGreaterThan(high);

    const bought = await order(taker, { side: 'BUY', type: 'market', size: 5, leverage: 200 });
    expect(bought).toMatchObject({ status: 'cancelled', reason: CANCEL.priceBand });
    expect(bought.filledSize).toBeGreaterThan(0);
    expect(bought.filledSize).toBeLessThan(5);
    for (const fill of await fillsOf(taker)) expect(fill.price).toBeLessThanOrEqual(high);
    const cancel = (
      await noticesOf(taker, (seen) =>
        seen.some((n) => n.orderId === bought.orderId && n.kind === 'cancel'),
      )
    ).find((n) => n.orderId === bought.orderId && n.kind === 'cancel');
    expect(cancel?.message).toBe(`Order ${bought.orderId} cancelled: ${CANCEL.priceBand}`);
    // The ask past the band was not touched.
    const open = (await api(maker, 'GET', '/orders?status=open')).json as { orders: Order[] };
    expect(open.orders.find((o) => o.orderId === resting.orderId)).toMatchObject({
      status: 'open',
      filledSize: 0,
    });
    expect((await api(maker, 'DELETE', `/orders/${resting.orderId}`)).status).toBe(200);
    for (let i = 0; i < 3 && (await positionOf(taker)) !== undefined; i += 1) {
      await api(taker, 'POST', '/positions/close', { symbol: BTC });
    }
    expect(await positionOf(taker)).toBeUndefined();
    expect(await ledgerSum(server)).toBe(0n);
  });

  it("bands an option's limit price at 50% of its mark or 20 ticks, whichever is wider", async () => {
    const market = server.app.market;
    const option = [...market.book('BTC').all()]
      .map((instrument) => ({ instrument, entry: market.optionEntry('BTC', instrument) }))
      // Marked above $200 (the 50% side of the band is wider than 20 ticks), and cheap enough
      // that the trader's ₹1 lakh pays for 0.01 at its band's high edge.
      .filter(
        ({ entry }) =>
          entry.mark_price > 200 && entry.mark_price < 20_000 && entry.best_bid_price > 0,
      )
      .sort((a, b) => b.instrument.expiry.instantMs - a.instrument.expiry.instantMs)[0];
    if (option === undefined) throw new Error('no BTC option marked above $200');
    const symbol = option.instrument.name;
    // The band as the exchange has it now (its mark is the last quote it journaled).
    const listed = (await call(server.url, 'GET', `/api/v1/instruments/${symbol}`))
      .json as Instrument;
    expect(listed.priceBand).toMatchObject({ rate: 0.5, minTicks: 20 });
    const low = listed.priceBand.low as number;
    const high = listed.priceBand.high as number;
    const who = await trader(1_00_000);
    const refused = await order(who, {
      symbol,
      side: 'BUY',
      type: 'limit',
      price: high + 1,
      size: 0.01,
    });
    expect(refused.status).toBe('rejected');
    expect(refused.reason).toBe(
      `Price $${(high + 1).toLocaleString('en-US')}.00 is outside the price band: ${symbol} trades within 50% or 20 ticks, whichever is wider, of the mark ($${low.toLocaleString('en-US')}.00 – $${high.toLocaleString('en-US')}.00)`,
    );
    // Its low edge rests (far below the bid, inside the band); a tick under it is refused.
    const rests = await order(who, { symbol, side: 'BUY', type: 'limit', price: low, size: 0.01 });
    expect(rests.status).toBe('open');
    const under = await order(who, {
      symbol,
      side: 'BUY',
      type: 'limit',
      price: low - 1,
      size: 0.01,
    });
    expect(under.reason).toMatch(/is outside the price band/);
    expect((await api(who, 'DELETE', `/orders/${rests.orderId}`)).status).toBe(200);
  });

  it('pays out of the insurance fund at most what it holds when a liquidation gaps past bankruptcy', async () => {
    // The exchange core keeps the fund in memory, where no SQL reaches: it starts whole here, and
    // core-exchange-attacks.test.ts drains it; here it must still pay only what the gap needs.
    const keep = await balance('insurance_fund');
    const who = await trader(1_00_000);
    // A mark tick, on which the market maker quotes again the ladder the last test swept.
    await move(0);
    const bought = await order(who, { side: 'BUY', type: 'market', size: 0.05, leverage: 200 });
    expect({ status: bought.status, reason: bought.reason }).toEqual({
      status: 'filled',
      reason: null,
    });
    const margin = Math.round(((await positionOf(who)) as Position).margin * 100);

    // 3% down at once: far past the 0.5% that empties a 200x margin.
    await move(-3);
    expect(await untilFlat(who, 5)).toBeLessThanOrEqual(5);
    // The trader lost the opening fee and the margin, no more. (Read first: the trader's read
    // waits until the ledger's tables hold the liquidation.)
    expect(await wallet(who)).toBe(1_00_000_00n - 2_360n - BigInt(margin));
    const fund = await balance('insurance_fund');
    expect(fund).toBeGreaterThanOrEqual(0n);
    expect(fund).toBeLessThan(keep);
    expect(await ledgerSum(server)).toBe(0n);
  });
});
