import type { OrderOrigin } from '../../contracts/trading-risk.ts';

/** How the records mark an order the exchange placed to close a position; null for the trader's. */
export function originMark(origin: OrderOrigin | undefined): string | null {
  switch (origin) {
    case 'stop-loss':
      return 'Stop-loss';
    case 'take-profit':
      return 'Take-profit';
    case 'liquidation':
      return 'Liquidation';
    default:
      return null;
  }
}
