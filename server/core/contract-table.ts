import type { InstrumentUnits } from '../../src/domain/instruments/tick-size.ts';
import { MAX_LEVERAGE } from '../../src/domain/trading/perp-margin.ts';
import { priceBandRate } from '../../src/domain/trading/price-band.ts';
import { UNDERLYINGS } from '../modules/market/sim/catalogue.ts';
import { perpetualUnits } from '../modules/trading/instruments.ts';
import { type CoreConfig, MAJOR_COINS } from './core-config.ts';

/** One perpetual's contract: its units, limits and band (docs/trading.md, "Contract spec"). */
export interface Contract {
  readonly units: InstrumentUnits;
  readonly maxLeverage: number;
  /** Share of the mark a price may stray (src/domain/trading/price-band.ts). */
  readonly bandRate: number;
  /** An option's band is at least this many ticks each side (price-band.ts); none for perpetuals. */
  readonly bandMinTicks?: number;
  readonly maxOpenInterestPaise: number;
}

/** The contract of every listed perpetual, by symbol. */
export function perpetualContracts(config: CoreConfig): Map<string, Contract> {
  const contracts = new Map<string, Contract>();
  for (const underlying of UNDERLYINGS) {
    const units = perpetualUnits(underlying);
    const major = MAJOR_COINS.includes(units.coin);
    contracts.set(units.symbol, {
      units,
      maxLeverage: MAX_LEVERAGE,
      bandRate: priceBandRate(units.coin),
      maxOpenInterestPaise: major
        ? config.maxOpenInterestPaise.major
        : config.maxOpenInterestPaise.other,
    });
  }
  return contracts;
}
