import type { CoreCommand, Quote } from '../../../server/core/core-commands.ts';
import type { CoreConfig } from '../../../server/core/core-config.ts';
import { DEFAULT_CORE_CONFIG } from '../../../server/core/core-config.ts';
import type { CoreAnswer, CoreEvent, CoreResult } from '../../../server/core/core-events.ts';
import { ExchangeCore } from '../../../server/core/exchange-core.ts';

export const BTC = 'BTCUSDT-PERP';
export const ETH = 'ETHUSDT-PERP';
/** BTC's tick is 0.01 USD and its lot 0.001 BTC. */
export const usd = (dollars: number): number => Math.round(dollars * 100);

/** A quote around a mark in ticks, the market's spread one tick a side. */
export const quoteAt = (symbol: string, mark: number, index = mark): Quote => ({
  symbol,
  mark,
  index,
  bid: mark - 1,
  ask: mark + 1,
});

/**
 * Drives an exchange core the way the sequencer does: each command with the next sequence and a
 * time that only moves forward; keeps every entry and every event for replays and audits.
 */
export class CoreDriver {
  core: ExchangeCore;
  at = 1_700_000_000_000;
  readonly entries: { seq: number; at: number; command: CoreCommand }[] = [];
  readonly events: CoreEvent[] = [];

  constructor(config: Partial<CoreConfig> = {}) {
    // The drivers fund their traders in one go; the daily deposit cap has a test of its own.
    this.core = ExchangeCore.create({
      ...DEFAULT_CORE_CONFIG,
      dailyDepositCapPaise: Number.MAX_SAFE_INTEGER,
      ...config,
    });
  }

  run(command: CoreCommand, advanceMs = 1): CoreResult {
    this.at += advanceMs;
    const entry = { seq: this.core.seq + 1, at: this.at, command };
    this.entries.push(entry);
    const result = this.core.apply(entry);
    this.events.push(...result.events);
    return result;
  }

  answer(command: CoreCommand, advanceMs = 1): CoreAnswer {
    return this.run(command, advanceMs).answer;
  }

  tick(quotes: Quote[], advanceMs = 250): CoreResult {
    return this.run({ type: 'tick', quotes }, advanceMs);
  }

  deposit(userId: string, rupees: number): void {
    this.run({
      type: 'deposit',
      userId,
      amountPaise: rupees * 100,
      ref: `dep-${userId}-${this.at}`,
    });
  }

  /** Every transaction event so far. */
  transactions() {
    return this.events.flatMap((e) => (e.type === 'transaction' ? [e.transaction] : []));
  }
}

export const ETH_MARK = 320_000;
export const BTC_MARK = usd(95_000);

/** A limit or market order's command, the rest defaulted (GTC limit, or market IOC). */
export const order = (
  userId: string,
  symbol: string,
  side: 'BUY' | 'SELL',
  qty: number,
  leverage: number,
  price?: number,
): CoreCommand => ({
  type: 'place',
  userId,
  symbol,
  side,
  orderType: price === undefined ? 'market' : 'limit',
  timeInForce: price === undefined ? 'IOC' : 'GTC',
  ...(price === undefined ? {} : { price }),
  qty,
  leverage,
});

/** Applies journal entries to a core in order; the events they produced. */
export function replay(
  core: ExchangeCore,
  entries: readonly { seq: number; at: number; command: CoreCommand }[],
): CoreEvent[] {
  const events: CoreEvent[] = [];
  for (const entry of entries) events.push(...core.apply(entry).events);
  return events;
}

/** The notices a trader was sent, optionally of one kind. */
export function noticesOf(events: readonly CoreEvent[], userId: string, kind?: string) {
  return events.flatMap((e) =>
    e.type === 'notice' &&
    e.notice.userId === userId &&
    (kind === undefined || e.notice.kind === kind)
      ? [e.notice]
      : [],
  );
}
