import type { CancelReason, EngineCommand, PlaceCommand, RejectReason, Side } from './commands.ts';
import type { EngineSink } from './sink.ts';

/** The engine's events as plain objects, the shape they take on a message bus. */
export type EngineEvent =
  | { type: 'command'; seq: number; command: EngineCommand }
  | { type: 'rejected'; command: EngineCommand; reason: RejectReason }
  | { type: 'accepted'; order: PlaceCommand }
  | {
      type: 'fill';
      symbol: string;
      takerOrderId: number;
      takerOwner: string;
      takerSide: Side;
      makerOrderId: number;
      makerOwner: string;
      price: number;
      qty: number;
      takerRemaining: number;
      makerRemaining: number;
    }
  | {
      type: 'cancelled';
      symbol: string;
      orderId: number;
      owner: string;
      side: Side;
      remaining: number;
      reason: CancelReason;
    }
  | { type: 'level'; symbol: string; side: Side; price: number; total: number };

/** A sink that keeps every event as an object, in order (tests, the bus adapter, the gateway). */
export class EventLog implements EngineSink {
  readonly events: EngineEvent[] = [];

  /** Hands over the events so far and starts a new batch. */
  drain(): EngineEvent[] {
    return this.events.splice(0);
  }

  command(seq: number, command: EngineCommand): void {
    this.events.push({ type: 'command', seq, command });
  }
  rejected(command: EngineCommand, reason: RejectReason): void {
    this.events.push({ type: 'rejected', command, reason });
  }
  accepted(order: PlaceCommand): void {
    this.events.push({ type: 'accepted', order });
  }
  fill(
    symbol: string,
    takerOrderId: number,
    takerOwner: string,
    takerSide: Side,
    makerOrderId: number,
    makerOwner: string,
    price: number,
    qty: number,
    takerRemaining: number,
    makerRemaining: number,
  ): void {
    this.events.push({
      type: 'fill',
      symbol,
      takerOrderId,
      takerOwner,
      takerSide,
      makerOrderId,
      makerOwner,
      price,
      qty,
      takerRemaining,
      makerRemaining,
    });
  }
  cancelled(
    symbol: string,
    orderId: number,
    owner: string,
    side: Side,
    remaining: number,
    reason: CancelReason,
  ): void {
    this.events.push({ type: 'cancelled', symbol, orderId, owner, side, remaining, reason });
  }
  level(symbol: string, side: Side, price: number, total: number): void {
    this.events.push({ type: 'level', symbol, side, price, total });
  }
}
