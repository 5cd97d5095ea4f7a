import { describe, expect, it } from 'vitest';
import { optionUnits } from '../../server/modules/trading/instruments.ts';
import { optionUnitsOf } from '../../server/modules/trading/options/option-units.ts';
import { listedOptionBooks } from './support/option-chains.ts';

describe('option units from the name alone', () => {
  it('match the units of every listed option, so a replayed book trades as it was listed', () => {
    for (const { currency, book } of listedOptionBooks()) {
      let checked = 0;
      for (const instrument of book.all()) {
        expect(optionUnitsOf(instrument.name)).toEqual(optionUnits(instrument, currency));
        checked++;
      }
      expect(checked).toBeGreaterThan(100);
    }
  });

  it('are undefined for anything that is not a BTC or ETH option name', () => {
    for (const symbol of ['BTCUSDT-PERP', 'SOL-27JUN25-100-C', 'BTC-31APR25-1000-C', 'BTC-1']) {
      expect(optionUnitsOf(symbol)).toBeUndefined();
    }
    expect(optionUnitsOf('ETH-27JUN25-3000-P')?.option).toEqual({
      strike: 3000,
      type: 'put',
      expiryMs: Date.UTC(2025, 5, 27, 8),
    });
  });
});
