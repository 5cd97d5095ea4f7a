import type { CancelReason, EngineCommand, PlaceCommand, RejectReason, Side } from './commands.ts';

/**
 * The engine's output, as calls with plain values so the matching loop allocates nothing.
 * For one accepted command the calls come in this order: `command` (with its journal sequence),
 * then for a place `accepted`, its fills and self-trade cancels level by level, each touched level's
 * new total (`level`), and finally the taker's own cancel (IOC, market) or its resting `level`.
 * A refused command produces `rejected` only and is not journaled.
 */
export interface EngineSink {
  command(seq: number, command: EngineCommand): void;
  rejected(command: EngineCommand, reason: RejectReason): void;
  accepted(order: PlaceCommand): void;
  /** One match, always at the maker's (resting order's) price. */
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
  ): void;
  cancelled(
    symbol: string,
    orderId: number,
    owner: string,
    side: Side,
    remaining: number,
    reason: CancelReason,
  ): void;
  /** Book delta: the new total size resting at one price (0 when the level is gone). */
  level(symbol: string, side: Side, price: number, total: number): void;
}

/** A sink that drops everything (replay into a fresh engine, benchmarks); extend it to keep a part. */
export class NullSink implements EngineSink {
  command(_seq: number, _command: EngineCommand): void {}
  rejected(_command: EngineCommand, _reason: RejectReason): void {}
  accepted(_order: PlaceCommand): void {}
  fill(
    _symbol: string,
    _takerOrderId: number,
    _takerOwner: string,
    _takerSide: Side,
    _makerOrderId: number,
    _makerOwner: string,
    _price: number,
    _qty: number,
    _takerRemaining: number,
    _makerRemaining: number,
  ): void {}
  cancelled(
    _symbol: string,
    _orderId: number,
    _owner: string,
    _side: Side,
    _remaining: number,
    _reason: CancelReason,
  ): void {}
  level(_symbol: string, _side: Side, _price: number, _total: number): void {}
}

export const NULL_SINK: EngineSink = new NullSink();
