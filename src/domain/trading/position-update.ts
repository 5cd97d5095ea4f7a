import type { Position } from '../../contracts/trading.ts';

/**
 * A position as the screens read it: the fields of the contract, with those the trading engine
 * adds (stop-loss, take-profit, margin ratio, kind, expiry) optional until every server has them.
 */
export type LivePosition = Position & {
  readonly stopLoss?: number | null;
  readonly takeProfit?: number | null;
  readonly marginRatio?: number;
  readonly kind?: 'perpetual' | 'option';
  readonly expiry?: string | null;
  readonly openedAt?: string;
};

export interface PositionsUpdate {
  readonly positions: readonly LivePosition[];
  readonly totalPNL: number;
  readonly totalInvested: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPosition = (value: unknown): value is LivePosition =>
  isRecord(value) &&
  typeof value.symbol === 'string' &&
  (value.side === 'long' || value.side === 'short') &&
  typeof value.size === 'number';

/** Reads a `bulk-position-update` (spec section 3); null for anything else. */
export function readPositionsUpdate(message: unknown): PositionsUpdate | null {
  if (!isRecord(message) || message.type !== 'bulk-position-update') return null;
  if (!Array.isArray(message.positions) || !message.positions.every(isPosition)) return null;
  return {
    positions: message.positions,
    totalPNL: Number(message.totalPNL ?? 0),
    totalInvested: Number(message.totalInvested ?? 0),
  };
}
