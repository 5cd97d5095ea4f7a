import { describe, expect, it } from 'vitest';
import { blackScholes, normCdf } from '../../server/modules/market/sim/black-scholes.ts';
import { lastFriday, listExpiries } from '../../server/modules/market/sim/options/expiries.ts';
import { OptionBook } from '../../server/modules/market/sim/options/option-book.ts';
import { impliedVolatility, SMILES } from '../../server/modules/market/sim/options/smile.ts';
import { parseOptionSymbol } from '../../src/domain/instruments/option-symbol.ts';

describe('Black-Scholes', () => {
  it('matches textbook values (Hull: S 42, K 40, r 10 %, vol 20 %, 6 months)', () => {
    const input = { spot: 42, strike: 40, years: 0.5, vol: 0.2, rate: 0.1 };
    const call = blackScholes({ kind: 'call', ...input });
    const put = blackScholes({ kind: 'put', ...input });
    expect(call.price).toBeCloseTo(4.7594, 3);
    expect(put.price).toBeCloseTo(0.8086, 3);
    expect(call.delta).toBeCloseTo(0.7791, 3);
    expect(put.delta).toBeCloseTo(-0.2209, 3);
  });

  it('prices an at-the-money year at 20 % as S(2N(0.1) - 1)', () => {
    const call = blackScholes({ kind: 'call', spot: 100, strike: 100, years: 1, vol: 0.2 });
    expect(call.price).toBeCloseTo(100 * (2 * normCdf(0.1) - 1), 10);
    expect(call.price).toBeCloseTo(7.9656, 4);
    expect(call.vega).toBeCloseTo(0.397, 3);
  });

  it('keeps put-call parity C - P = S - K e^(-rT) across strikes', () => {
    for (const strike of [60_000, 90_000, 95_000, 120_000, 200_000]) {
      const input = { spot: 95_000, strike, years: 0.25, vol: 0.55, rate: 0.03 };
      const c = blackScholes({ kind: 'call', ...input }).price;
      const p = blackScholes({ kind: 'put', ...input }).price;
      expect(c - p).toBeCloseTo(95_000 - strike * Math.exp(-0.03 * 0.25), 6);
    }
  });

  it('is worth its intrinsic value at expiry', () => {
    expect(blackScholes({ kind: 'put', spot: 90, strike: 100, years: 0, vol: 0.5 }).price).toBe(10);
  });

  it('has a smile: wings richer than the money, puts richer than calls', () => {
    const atm = impliedVolatility(SMILES.BTC, 100_000, 100_000, 0.1);
    expect(impliedVolatility(SMILES.BTC, 100_000, 70_000, 0.1)).toBeGreaterThan(atm);
    expect(impliedVolatility(SMILES.BTC, 100_000, 130_000, 0.1)).toBeGreaterThan(atm);
    expect(impliedVolatility(SMILES.BTC, 100_000, 80_000, 0.1)).toBeGreaterThan(
      impliedVolatility(SMILES.BTC, 100_000, 125_000, 0.1),
    );
  });
});

describe("Deribit's expiry schedule", () => {
  const now = Date.UTC(2026, 10, 22, 6, 45); // Sunday 22 Nov 2026, before 08:00 UTC

  it('lists dailies, Fridays, last Fridays and quarterlies at 08:00 UTC', () => {
    const expiries = listExpiries(now);
    expect(expiries.map((e) => e.text)).toEqual([
      '22NOV26',
      '23NOV26',
      '24NOV26',
      '25NOV26',
      '27NOV26',
      '4DEC26',
      '11DEC26',
      '18DEC26',
      '25DEC26',
      '29JAN27',
      '26MAR27',
      '25JUN27',
      '24SEP27',
    ]);
    for (const expiry of expiries) {
      const date = new Date(expiry.instantMs);
      expect(date.getUTCHours()).toBe(8);
      expect(date.getUTCMinutes()).toBe(0);
      if (expiry.kind !== 'daily') expect(date.getUTCDay()).toBe(5);
    }
    expect(expiries.find((e) => e.text === '25DEC26')?.kind).toBe('quarterly');
    expect(expiries.find((e) => e.text === '29JAN27')?.kind).toBe('monthly');
  });

  it("drops the day's expiry at 08:00 UTC", () => {
    expect(listExpiries(Date.UTC(2026, 10, 22, 8, 0))[0]?.text).toBe('23NOV26');
  });

  it('finds last Fridays', () => {
    expect(lastFriday(2025, 6)).toEqual({ year: 2025, month: 6, day: 27 });
    expect(lastFriday(2026, 1)).toEqual({ year: 2026, month: 1, day: 30 });
  });
});

describe('option chains', () => {
  const now = Date.UTC(2026, 10, 22, 6, 45);
  const book = new OptionBook(1, 'BTC');
  book.refresh(now, 95_000);

  it('lists 400+ BTC instruments whose names parse, with strikes around the spot', () => {
    const all = [...book.all()];
    expect(all.length).toBeGreaterThan(400);
    for (const instrument of all) {
      const parsed = parseOptionSymbol(instrument.name);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.symbol.strike).toBe(instrument.strike);
      expect(instrument.name).not.toMatch(/-0\d[A-Z]{3}/);
    }
    for (const expiry of book.expiries()) {
      const strikes = (book.instruments(expiry.text) ?? []).map((i) => i.strike);
      expect(strikes.length).toBeGreaterThanOrEqual(20);
      expect(Math.min(...strikes)).toBeLessThan(95_000);
      expect(Math.max(...strikes)).toBeGreaterThan(95_000);
    }
  });

  it('marks each instrument with quotes, IV and greeks', () => {
    const [first] = book.expiries();
    const chain = book.instruments(first?.text ?? '') ?? [];
    const call = chain.find((i) => i.kind === 'call' && i.strike >= 95_000);
    if (call === undefined) throw new Error('no call');
    const entry = book.entry(call, 95_000, now);
    expect(entry.best_bid_price).toBeLessThanOrEqual(entry.mark_price);
    expect(entry.best_ask_price).toBeGreaterThanOrEqual(entry.mark_price);
    expect(entry.mark_iv).toBeGreaterThan(30);
    expect(entry.greeks.delta).toBeGreaterThan(0);
    expect(entry.greeks.delta).toBeLessThan(0.6);
    expect(entry.greeks.theta).toBeLessThan(0);
    expect(entry.underlying_price).toBe(95_000);
    expect(entry.open_interest).toBeGreaterThan(0);
  });
});
