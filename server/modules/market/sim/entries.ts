import type { Candle, MarketEntry } from '../../../../src/contracts/market.ts';
import { aggregateBars, concatBars, RESOLUTION_SECONDS, type Resolution } from './aggregate.ts';
import type { Bar } from './bar-ring.ts';
import { roundTo } from './catalogue.ts';
import { historyBars, MINUTE_MS } from './history.ts';
import { type MarketSim, SPOT_VOLUME_SHARE } from './market-sim.ts';

/**
 * The market data entry of a spot (category dashboard) or perpetual (category futures) symbol.
 * Volume is the 24 h USD notional; change is against the price 24 h ago.
 */
export function marketEntry(sim: MarketSim, symbol: string): MarketEntry | undefined {
  const found = sim.track(symbol);
  if (found === undefined) return undefined;
  const { listing, track } = found;
  const { decimals, halfSpread, coin, perpDescription } = listing.underlying;
  const price = roundTo(track.price, decimals);
  const stats = track.stats;
  const open = roundTo(stats.open, decimals);
  const change = roundTo(price - open, decimals);
  const unit = 10 ** -decimals;
  const bid = roundTo(track.price * (1 - halfSpread), decimals);
  const ask = Math.max(
    roundTo(track.price * (1 + halfSpread), decimals),
    roundTo(bid + unit, decimals),
  );
  return {
    price,
    change,
    changePercent: open > 0 ? roundTo((change / open) * 100, 2) : 0,
    high: roundTo(Math.max(stats.high, track.price), decimals),
    low: roundTo(Math.min(stats.low, track.price), decimals),
    volume: Math.round(stats.volume),
    description: listing.kind === 'perp' ? perpDescription : coin.name,
    bid,
    ask,
    lastUpdated: track.lastUpdated,
    category: listing.kind === 'perp' ? 'futures' : 'dashboard',
  };
}

/** Most candles one call returns: the newest ones of the range. */
export const MAX_CANDLES = 5_000;

/**
 * Candles of a spot or perpetual symbol with start time (epoch seconds, UTC-aligned) in
 * [fromSec, toSec]: generated history before the simulation started, live bars after it.
 * The last candle of a range that reaches now closes at the live price.
 */
export function candles(
  sim: MarketSim,
  symbol: string,
  resolution: Resolution,
  fromSec: number,
  toSec: number,
): Candle[] | undefined {
  const found = sim.track(symbol);
  if (found === undefined) return undefined;
  const { listing, track } = found;
  const periodMs = RESOLUTION_SECONDS[resolution] * 1000;
  const historyStart = sim.historyEndMs - sim.historyMinutes * MINUTE_MS;
  const toMs = toSec * 1000;
  const newestFirst = Math.floor(toMs / periodMs) * periodMs - (MAX_CANDLES - 1) * periodMs;
  const fromMs = Math.max(
    Math.floor((fromSec * 1000) / periodMs) * periodMs,
    historyStart,
    newestFirst,
  );
  if (toMs < fromMs) return [];
  const sources: Iterable<Bar>[] = [];
  if (fromMs < sim.historyEndMs) {
    const { history, perpScale } = sim.history(listing.underlying);
    const spot = listing.kind === 'spot';
    sources.push(
      historyBars(
        history,
        fromMs,
        Math.min(toMs, sim.historyEndMs - 1),
        spot ? 1 : perpScale,
        spot ? SPOT_VOLUME_SHARE : 1,
      ),
    );
  }
  const live =
    periodMs < 3_600_000 ? track.liveMinutes(fromMs, toMs) : track.liveHours(fromMs, toMs);
  sources.push(live);
  const bars = aggregateBars(concatBars(...sources), periodMs);
  const { decimals } = listing.underlying;
  return bars.slice(-MAX_CANDLES).map((bar) => ({
    time: bar.time / 1000,
    open: roundTo(bar.open, decimals),
    high: roundTo(bar.high, decimals),
    low: roundTo(bar.low, decimals),
    close: roundTo(bar.close, decimals),
    volume: Math.round(bar.volume),
  }));
}
