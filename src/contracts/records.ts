import { type Static, Type } from 'typebox';
import { literals, PositionSide, RequestId } from './schema-parts.ts';

/**
 * The records a trader takes away (CONTRACTS.md, trading screens): one CSV of orders, fills and
 * wallet transactions for any date range, and the financial-year statement. Money is INR rupees.
 */

export const recordsPaths = {
  exportCsv: '/api/v1/records/export.csv',
  statement: '/api/v1/records/statement',
  closedPositions: '/api/v1/records/closed-positions',
} as const;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const RecordsExportQuery = Type.Object({
  userId: Type.Optional(RequestId),
  from: IsoDate,
  to: IsoDate,
});
export type RecordsExportQuery = Static<typeof RecordsExportQuery>;

export const StatementQuery = Type.Object({
  userId: Type.Optional(RequestId),
  /** The year the financial year starts in: 2026 is April 2026 to March 2027. */
  fy: Type.Integer({ minimum: 2000, maximum: 2100 }),
});
export type StatementQuery = Static<typeof StatementQuery>;

export const FinancialYearStatement = Type.Object({
  fy: Type.Integer(),
  /** First and last day, YYYY-MM-DD (India's financial year, April to March). */
  from: Type.String(),
  to: Type.String(),
  realisedByInstrument: Type.Array(
    Type.Object({ symbol: Type.String(), realisedPnl: Type.Number() }),
  ),
  fees: Type.Number(),
  gst: Type.Number(),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
});
export type FinancialYearStatement = Static<typeof FinancialYearStatement>;

/** GET /api/v1/orders/:orderId/contract-note: one shape, kept with the trading calls. */
export type { ContractNote } from './trading-risk.ts';

export const ClosedPositionsQuery = Type.Object({
  userId: Type.Optional(RequestId),
});
export type ClosedPositionsQuery = Static<typeof ClosedPositionsQuery>;

/** One position from flat back to flat: what it realised, paid in fees and paid or got in funding. */
export const ClosedPosition = Type.Object({
  symbol: Type.String(),
  side: PositionSide,
  /** Coins: the largest size it reached. */
  size: Type.Number(),
  openedAt: Type.String(),
  closedAt: Type.String(),
  /** INR, signed: the P&L its closes realised (a liquidation's loss included). */
  realisedPnl: Type.Number(),
  /** INR: brokerage and GST of its orders. */
  fees: Type.Number(),
  /** INR, signed: funding received (+) or paid (−) while it was open. */
  funding: Type.Number(),
  /** INR: realised P&L − fees + funding, what it did to the wallet. */
  net: Type.Number(),
  /** How it closed: the trader, or a stop-loss, take-profit or liquidation. */
  closedBy: literals('trader', 'stop-loss', 'take-profit', 'liquidation'),
});
export type ClosedPosition = Static<typeof ClosedPosition>;

export const ClosedPositionsResponse = Type.Object({
  /** Newest close first, at most 200. */
  positions: Type.Array(ClosedPosition),
});
export type ClosedPositionsResponse = Static<typeof ClosedPositionsResponse>;
