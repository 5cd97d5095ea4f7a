import type { PlaceCommand } from './core-commands.ts';
import type { PositionState } from './core-state.ts';

/** What a close needs of a position: the core's own state or the gateway's view of it. */
type Closable = Pick<PositionState, 'userId' | 'symbol' | 'lots' | 'leverage'>;

/** A reduce-only market order of `qty` lots against the position's side, at its leverage. */
export function closeCommand(position: Closable, qty: number): PlaceCommand {
  return {
    type: 'place',
    userId: position.userId,
    symbol: position.symbol,
    side: position.lots > 0 ? 'SELL' : 'BUY',
    orderType: 'market',
    timeInForce: 'IOC',
    qty,
    leverage: position.leverage,
    reduceOnly: true,
  };
}
