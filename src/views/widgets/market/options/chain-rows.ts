import { parseOptionSymbol } from '../../../../domain/instruments/option-symbol.ts';

export interface ChainRow {
  readonly strike: number;
  readonly call: string | undefined;
  readonly put: string | undefined;
}

/** Strikes ascending, each with its call and put instrument names (well-formed names only). */
export function chainRows(symbols: readonly string[]): ChainRow[] {
  const byStrike = new Map<number, { call?: string; put?: string }>();
  for (const symbol of symbols) {
    const parsed = parseOptionSymbol(symbol);
    if (!parsed.ok) continue;
    const row = byStrike.get(parsed.symbol.strike) ?? {};
    row[parsed.symbol.optionType] = symbol;
    byStrike.set(parsed.symbol.strike, row);
  }
  return [...byStrike.entries()]
    .sort(([a], [b]) => a - b)
    .map(([strike, row]) => ({ strike, call: row.call, put: row.put }));
}

/** The strike closest to the underlying price (the at-the-money strike). */
export function atmStrike(
  rows: readonly ChainRow[],
  underlying: number | undefined,
): number | undefined {
  if (underlying === undefined || rows.length === 0) return undefined;
  let best = rows[0]?.strike;
  for (const row of rows) {
    if (best === undefined || Math.abs(row.strike - underlying) < Math.abs(best - underlying)) {
      best = row.strike;
    }
  }
  return best;
}
