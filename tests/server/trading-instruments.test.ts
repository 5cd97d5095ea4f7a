import { describe, expect, it } from 'vitest';
import { orderIntakeRefusal, VENUE_REFUSAL } from '../../server/modules/exchange/order-intake.ts';
import { UNDERLYINGS } from '../../server/modules/market/sim/catalogue.ts';
import { marketEntry } from '../../server/modules/market/sim/entries.ts';
import { MarketSim } from '../../server/modules/market/sim/market-sim.ts';
import {
  optionUnits,
  perpetualUnits,
  tradableInstruments,
} from '../../server/modules/trading/instruments.ts';
import { fromUnits, priceToTicks, sizeToLots } from '../../src/domain/instruments/order-units.ts';
import { listedOptionBooks, CHAIN_START as START } from './support/option-chains.ts';

describe('tick sizes against the simulated market', () => {
  it('puts every perpetual bid, ask and price the screens show on its book grid', () => {
    const sim = new MarketSim({ seed: 7, startMs: START, historyDays: 1 });
    for (let step = 1; step <= 20; step++) sim.step(START + step * 50);
    expect(UNDERLYINGS).toHaveLength(121);
    for (const underlying of UNDERLYINGS) {
      const units = perpetualUnits(underlying);
      const entry = marketEntry(sim, underlying.perpSymbol);
      expect(entry).toBeDefined();
      for (const price of [entry?.bid, entry?.ask, entry?.price] as number[]) {
        const request = {
          symbol: units.symbol,
          side: 'BUY',
          type: 'limit',
          size: units.lotSize,
          price,
        } as const;
        expect(orderIntakeRefusal(request, units), `${units.symbol} at ${price}`).toBeUndefined();
        const ticks = priceToTicks(price, units.tickSize);
        expect(ticks.ok, `${units.symbol} at ${price} on tick ${units.tickSize}`).toBe(true);
        if (ticks.ok) expect(fromUnits(ticks.units, units.tickSize)).toBe(price);
      }
    }
  });

  it('puts every option bid and ask of the chain on its book grid', () => {
    for (const { currency, spot, book } of listedOptionBooks()) {
      let checked = 0;
      for (const instrument of book.all()) {
        const units = optionUnits(instrument, currency);
        const entry = book.entry(instrument, spot * 1.013, START + 3_600_000);
        for (const price of [entry.best_bid_price, entry.best_ask_price]) {
          if (price === 0) continue;
          const request = {
            symbol: units.symbol,
            side: 'SELL',
            type: 'limit',
            size: units.lotSize,
            price,
          } as const;
          expect(orderIntakeRefusal(request, units), `${units.symbol} at ${price}`).toBeUndefined();
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(100);
    }
  });
});

describe('tradable instruments', () => {
  it('lists the 121 perpetuals and every listed option, each symbol once', () => {
    const books = listedOptionBooks().map(({ book }) => book);
    const options = books.reduce((n, book) => n + [...book.all()].length, 0);
    const all = tradableInstruments(books);
    expect(all.filter((u) => u.kind === 'perpetual')).toHaveLength(121);
    expect(all.filter((u) => u.kind === 'option')).toHaveLength(options);
    expect(options).toBeGreaterThan(200);
    expect(new Set(all.map((u) => u.symbol)).size).toBe(all.length);
    const call = all.find((u) => u.kind === 'option' && u.coin === 'ETH');
    expect(call).toMatchObject({ tickSize: 0.05, lotSize: 0.01 });
  });
});

describe('order intake', () => {
  const btc = perpetualUnits(UNDERLYINGS[0] as (typeof UNDERLYINGS)[number]);

  it('turns decimals into ticks and lots', () => {
    expect(btc).toMatchObject({
      symbol: 'BTCUSDT-PERP',
      tickSize: 0.01,
      lotSize: 0.001,
      coin: 'BTC',
    });
    expect(priceToTicks(95_000.5, btc.tickSize)).toEqual({ ok: true, units: 9_500_050 });
    expect(sizeToLots(0.25, btc.lotSize, btc.coin)).toEqual({ ok: true, units: 250 });
  });

  it('says why an order cannot be taken', () => {
    const order = {
      symbol: btc.symbol,
      side: 'BUY',
      type: 'limit',
      size: 0.001,
      price: 95_000,
    } as const;
    const reason = (request: Parameters<typeof orderIntakeRefusal>[0]) =>
      orderIntakeRefusal(request, btc) ?? 'accepted';
    expect(reason({ ...order, size: 0.0015 })).toBe(
      'Size 0.0015 is not a multiple of the step 0.001 BTC',
    );
    expect(reason({ ...order, price: 95_000.005 })).toBe(
      'Price 95000.005 is not a multiple of the tick size 0.01',
    );
    expect(orderIntakeRefusal(order, undefined)).toBe(VENUE_REFUSAL.unknownInstrument);
    expect(reason({ ...order, price: undefined })).toBe(VENUE_REFUSAL.limitNeedsPrice);
    expect(reason({ ...order, type: 'market' })).toBe(VENUE_REFUSAL.marketHasNoPrice);
    expect(reason({ ...order, type: 'market', price: undefined, timeInForce: 'POST_ONLY' })).toBe(
      VENUE_REFUSAL.marketTimeInForce,
    );
    expect(reason({ ...order, type: 'market', price: undefined })).toBe('accepted');
  });
});
