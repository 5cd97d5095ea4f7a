import type { LivePosition } from '../../../../domain/trading/position-update.ts';

/** A horizontal line on the chart at a USD price. */
export interface ChartLine {
  readonly price: number;
  readonly title: string;
  readonly color: string;
  readonly dashed: boolean;
}

const ENTRY = '#2563eb';
const STOP = '#dc2626';
const TARGET = '#16a34a';
const LIQUIDATION = '#f59e0b';

const usable = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

/**
 * The lines a trader reads an open position by: its entry, its stop-loss and take-profit when set,
 * and its liquidation price (an option has none: 0).
 */
export function positionLines(position: LivePosition | undefined): readonly ChartLine[] {
  if (!position || position.size === 0) return [];
  const side = position.side === 'long' ? 'Long' : 'Short';
  const lines: ChartLine[] = [];
  if (usable(position.entryPrice)) {
    lines.push({ price: position.entryPrice, title: `${side} entry`, color: ENTRY, dashed: false });
  }
  if (usable(position.stopLoss)) {
    lines.push({ price: position.stopLoss, title: 'Stop-loss', color: STOP, dashed: true });
  }
  if (usable(position.takeProfit)) {
    lines.push({ price: position.takeProfit, title: 'Take-profit', color: TARGET, dashed: true });
  }
  if (usable(position.liquidationPrice)) {
    lines.push({
      price: position.liquidationPrice,
      title: 'Liquidation',
      color: LIQUIDATION,
      dashed: true,
    });
  }
  return lines;
}
