import type { Order } from '../../../../src/contracts/trading.ts';
import type { InstrumentUnits } from '../../../../src/domain/instruments/tick-size.ts';
import { priceText, rupees } from '../notice-text.ts';
import type { TriggerKind } from './trigger-rules.ts';

/**
 * The words of the risk notices (a margin alert, a stop-loss or take-profit close, a
 * liquidation), pure so that the desk and the exchange core tell a trader the same thing.
 */

/** Why a position was closed for the trader: a stop-loss, a take-profit or a liquidation. */
export type RiskOrigin = TriggerKind | 'liquidation';

/** What the notice says of the close: its side, what traded and at what average price. */
export type RiskClose = Pick<Order, 'side' | 'filledSize' | 'symbol' | 'averagePrice' | 'reason'>;

const HEADLINE: Record<RiskOrigin, string> = {
  'stop-loss': 'Stop-loss triggered',
  'take-profit': 'Take-profit triggered',
  liquidation: 'Position liquidated',
};

/** "Stop-loss triggered: sold 0.1 ETHUSDT-PERP at $3,012.40", or why nothing traded. */
export function riskCloseText(
  origin: RiskOrigin,
  close: RiskClose,
  units: Pick<InstrumentUnits, 'tickSize'>,
): string {
  const verb = close.side === 'BUY' ? 'bought' : 'sold';
  const traded =
    close.filledSize > 0 && close.averagePrice !== null
      ? `${verb} ${close.filledSize} ${close.symbol} at ${priceText(close.averagePrice, units)}`
      : `the close found no liquidity (${close.reason ?? 'not filled'})`;
  return `${HEADLINE[origin]}: ${traded}`;
}

/** The desk's risk notice: the close, and for a liquidation the margin the loss is limited to. */
export function riskMessage(
  origin: RiskOrigin,
  close: RiskClose,
  units: Pick<InstrumentUnits, 'tickSize'>,
  marginPaise: bigint,
): string {
  const limit =
    origin === 'liquidation'
      ? `; the loss is limited to the margin of ₹${rupees(marginPaise)}`
      : '';
  return `${riskCloseText(origin, close, units)}${limit}`;
}

/**
 * "Margin alert: your BTCUSDT-PERP long is at a margin ratio of 84% (mark $94,210.50); it is
 * liquidated at 100%". An infinite ratio (no equity left) reads "over 100%".
 */
export function marginAlertText(
  symbol: string,
  side: 'long' | 'short',
  ratio: number,
  mark: number,
  units: Pick<InstrumentUnits, 'tickSize'>,
): string {
  const percent = Number.isFinite(ratio) ? `${Math.floor(ratio * 100)}%` : 'over 100%';
  return (
    `Margin alert: your ${symbol} ${side} is at a margin ratio of ${percent} ` +
    `(mark ${priceText(mark, units)}); it is liquidated at 100%`
  );
}
