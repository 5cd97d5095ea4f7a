import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { leverageError } from '../../../src/domain/trading/perp-margin.ts';
import type { PlaceCommand } from './engine/commands.ts';
import type { BookView } from './engine/order-book.ts';

/**
 * The margin an order needs for the part that opens or adds to a position (`holdOf` a piece:
 * initial margin, or an option's premium or short margin): the fills it would make now (walking
 * the other side, skipping the trader's own orders, which self-trade prevention cancels) at
 * their prices, and a resting rest at its limit price. The first `closable` lots of
 * the fills made now close the opposite position and need none; a resting rest always holds its
 * full margin, because the position may have changed by the time it fills.
 */
export function marginToHold(
  view: BookView | undefined,
  command: PlaceCommand,
  closable: number,
  holdOf: (coins: number, price: number) => number,
  units: InstrumentUnits,
): bigint | undefined {
  let toClose = closable;
  let margin: bigint | undefined = 0n;
  const take = (lots: number, priceTicks: number, now: boolean) => {
    const closing = now ? Math.min(lots, toClose) : 0;
    toClose -= closing;
    const opening = lots - closing;
    if (opening === 0) return;
    const coins = fromUnits(opening, units.lotSize);
    const price = fromUnits(priceTicks, units.tickSize);
    const paise = paiseOrUndefined(() => holdOf(coins, price));
    margin = paise === undefined || margin === undefined ? undefined : margin + paise;
  };
  let remaining = command.qty;
  const levels = (command.side === 'BUY' ? view?.asks : view?.bids) ?? [];
  const crosses = (price: number) =>
    command.orderType === 'market' ||
    (command.side === 'BUY' ? price <= command.price : price >= command.price);
  for (const level of levels) {
    if (remaining === 0 || !crosses(level.price)) break;
    for (const resting of level.orders) {
      if (remaining === 0) break;
      if (resting.owner === command.owner) continue;
      const lots = Math.min(remaining, resting.remaining);
      take(lots, level.price, true);
      remaining -= lots;
    }
  }
  if (remaining > 0 && command.orderType === 'limit' && command.timeInForce !== 'IOC') {
    take(remaining, command.price, false);
  }
  return margin;
}

/** An amount in paise, or undefined when it is too large to be a whole number of paise. */
export const paiseOrUndefined = (amount: () => number): bigint | undefined => {
  try {
    return BigInt(amount());
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
};

export const leverageReason = (leverage: number): string | undefined =>
  leverageError(leverage) ??
  (Number.isInteger(leverage) ? undefined : 'Leverage must be a whole number of times');
