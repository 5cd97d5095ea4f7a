import type {
  CancelReason,
  EngineCommand,
  PlaceCommand,
  RejectReason,
  Side,
} from '../modules/trading/engine/commands.ts';
import type { Journal } from '../modules/trading/engine/journal.ts';
import type { EngineSink } from '../modules/trading/engine/sink.ts';

export interface TapeFill {
  makerOrderId: number;
  takerOrderId: number;
  price: number;
  qty: number;
}

export interface TapeCancel {
  orderId: number;
  remaining: number;
  reason: CancelReason;
}

export interface TapeLevel {
  symbol: string;
  side: Side;
  price: number;
  total: number;
}

/**
 * What one engine command did, kept in order for the core to book: fills, cancels, level changes.
 * The core's own input journal records the command that led here, so the engine's is a no-op.
 */
export class EngineTape implements EngineSink, Journal {
  fills: TapeFill[] = [];
  cancels: TapeCancel[] = [];
  levels: TapeLevel[] = [];
  refusal: RejectReason | undefined;

  reset(): void {
    this.fills = [];
    this.cancels = [];
    this.levels = [];
    this.refusal = undefined;
  }

  append(_command: EngineCommand): number {
    return 0;
  }

  command(_seq: number, _command: EngineCommand): void {}
  rejected(_command: EngineCommand, reason: RejectReason): void {
    this.refusal = reason;
  }
  accepted(_order: PlaceCommand): void {}
  fill(
    _symbol: string,
    takerOrderId: number,
    _takerOwner: string,
    _takerSide: Side,
    makerOrderId: number,
    _makerOwner: string,
    price: number,
    qty: number,
  ): void {
    this.fills.push({ makerOrderId, takerOrderId, price, qty });
  }
  cancelled(
    _symbol: string,
    orderId: number,
    _owner: string,
    _side: Side,
    remaining: number,
    reason: CancelReason,
  ): void {
    this.cancels.push({ orderId, remaining, reason });
  }
  level(symbol: string, side: Side, price: number, total: number): void {
    this.levels.push({ symbol, side, price, total });
  }
}
