import type { OptionChainEntry, OptionCurrency } from '../../../../../src/contracts/market.ts';
import { formatOptionSymbol } from '../../../../../src/domain/instruments/option-symbol.ts';
import { blackScholes, type OptionKind } from '../black-scholes.ts';
import { roundTo } from '../catalogue.ts';
import { MS_PER_YEAR } from '../gbm.ts';
import { hashUniform } from '../rng.ts';
import { type Expiry, listExpiries } from './expiries.ts';
import { atmVolatility, impliedVolatility, SMILES } from './smile.ts';
import { strikeGrid } from './strikes.ts';

export interface OptionInstrument {
  name: string;
  expiry: Expiry;
  strike: number;
  kind: OptionKind;
  /** Open interest in contracts (coins), fixed when the instrument is listed. */
  openInterest: number;
  /** Which of the OPTION_SLOTS re-marking slots the instrument is updated in. */
  slot: number;
}

/** Instruments are re-marked in this many staggered slots per option tick. */
export const OPTION_SLOTS = 10;

/** Quote tick in USD and typical open interest per strike, per currency. */
const MARKET: Record<OptionCurrency, { tick: number; openInterest: number }> = {
  BTC: { tick: 1, openInterest: 400 },
  ETH: { tick: 0.05, openInterest: 3_000 },
};

const sigFigs = (value: number, digits: number): number => Number(value.toPrecision(digits));

/**
 * The listed options of one currency. Expiries follow Deribit's schedule; an expiry's strikes are
 * fixed when it is first listed, around the spot of that moment, and it is delisted once expired.
 * Prices are in USD per contract (one coin), marked with Black-Scholes on the smile.
 */
export class OptionBook {
  readonly currency: OptionCurrency;
  readonly #seed: number;
  #expiries: Expiry[] = [];
  readonly #byExpiry = new Map<string, OptionInstrument[]>();
  readonly #byName = new Map<string, OptionInstrument>();
  #listed = 0;

  constructor(seed: number, currency: OptionCurrency) {
    this.#seed = seed;
    this.currency = currency;
  }

  /** Lists new expiries and delists expired ones; true when the list changed. */
  refresh(nowMs: number, spot: number): boolean {
    const next = listExpiries(nowMs);
    const same =
      next.length === this.#expiries.length &&
      next.every((expiry, i) => expiry.text === this.#expiries[i]?.text);
    if (same) return false;
    const keep = new Set(next.map((expiry) => expiry.text));
    for (const [text, instruments] of this.#byExpiry) {
      if (keep.has(text)) continue;
      this.#byExpiry.delete(text);
      for (const instrument of instruments) this.#byName.delete(instrument.name);
    }
    for (const expiry of next) {
      if (!this.#byExpiry.has(expiry.text)) this.#list(expiry, nowMs, spot);
    }
    this.#expiries = next;
    return true;
  }

  /** Listed expiries, ascending. */
  expiries(): readonly Expiry[] {
    return this.#expiries;
  }

  /** Instruments of one expiry (by its text, e.g. 27JUN25), strike then call before put. */
  instruments(expiryText: string): readonly OptionInstrument[] | undefined {
    return this.#byExpiry.get(expiryText);
  }

  instrument(name: string): OptionInstrument | undefined {
    return this.#byName.get(name);
  }

  /** Every listed instrument. */
  all(): IterableIterator<OptionInstrument> {
    return this.#byName.values();
  }

  /** The simulated chain's figures; the market service adds the exchange's `volume`. */
  entry(
    instrument: OptionInstrument,
    spot: number,
    nowMs: number,
  ): Omit<OptionChainEntry, 'volume'> {
    const years = Math.max(instrument.expiry.instantMs - nowMs, 0) / MS_PER_YEAR;
    const smile = SMILES[this.currency];
    const vol = impliedVolatility(smile, spot, instrument.strike, years);
    const bs = blackScholes({ kind: instrument.kind, spot, strike: instrument.strike, years, vol });
    const { tick } = MARKET[this.currency];
    const mark = roundTo(bs.price, 2);
    const halfSpread = Math.max(tick, 0.5 * bs.vega, 0.01 * mark);
    return {
      instrument_name: instrument.name,
      underlying_price: roundTo(spot, 2),
      mark_price: mark,
      best_bid_price: roundTo(Math.max(0, Math.floor((mark - halfSpread) / tick) * tick), 2),
      best_ask_price: roundTo(Math.ceil((mark + halfSpread) / tick) * tick, 2),
      mark_iv: roundTo(vol * 100, 2),
      open_interest: instrument.openInterest,
      greeks: {
        delta: roundTo(bs.delta, 4),
        gamma: sigFigs(bs.gamma, 5),
        vega: roundTo(bs.vega, 4),
        theta: roundTo(bs.theta, 4),
      },
      lastUpdated: nowMs,
    };
  }

  #list(expiry: Expiry, nowMs: number, spot: number): void {
    const years = Math.max(expiry.instantMs - nowMs, 0) / MS_PER_YEAR;
    const atm = atmVolatility(SMILES[this.currency], years);
    const instruments: OptionInstrument[] = [];
    for (const strike of strikeGrid(spot, atm, years)) {
      for (const kind of ['call', 'put'] as const) {
        const name = formatOptionSymbol({
          underlying: this.currency,
          expiryText: expiry.text,
          strike,
          optionType: kind,
        });
        const x = Math.log(strike / spot) / (atm * Math.sqrt(Math.max(years, 1 / 365)));
        const noise = Math.exp(hashUniform(this.#seed, 'oi', name) * 1.2 - 0.6);
        const weight = Math.exp(-0.25 * x * x) * (1 + 3 * Math.min(years, 1)) * noise;
        const openInterest = roundTo(MARKET[this.currency].openInterest * weight, 1);
        const slot = this.#listed++ % OPTION_SLOTS;
        const instrument = { name, expiry, strike, kind, openInterest, slot };
        instruments.push(instrument);
        this.#byName.set(name, instrument);
      }
    }
    this.#byExpiry.set(expiry.text, instruments);
  }
}
