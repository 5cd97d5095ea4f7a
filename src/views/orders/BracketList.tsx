import { Link } from 'wouter';
import type { Currency } from '../../domain/money/currency.ts';
import { formatPriceIn } from '../../domain/money/price-text.ts';
import { usePositions } from '../positions/use-positions.ts';
import * as css from './orders.css.ts';

/**
 * The brackets: each open position's stop-loss and take-profit, listed under the open orders
 * (the exchange keeps them on the position, not as resting orders, so they are edited on
 * /positions).
 */
export function BracketList({ currency }: { currency: Currency }) {
  const { positions } = usePositions();
  const bracketed = positions.filter(
    (position) => position.stopLoss != null || position.takeProfit != null,
  );
  if (bracketed.length === 0) return null;
  return (
    <section aria-labelledby="brackets-title" className={css.brackets}>
      <h2 id="brackets-title" className={css.bracketsTitle}>
        Brackets (stop-loss and take-profit)
      </h2>
      <ul className={css.bracketList}>
        {bracketed.map((position) => (
          <li key={position.symbol} data-testid="bracket">
            <strong>{position.symbol}</strong> {position.side} {position.size}: stop-loss{' '}
            {position.stopLoss != null ? formatPriceIn(position.stopLoss, currency) : 'none'},
            take-profit{' '}
            {position.takeProfit != null ? formatPriceIn(position.takeProfit, currency) : 'none'}
          </li>
        ))}
      </ul>
      <Link href="/positions">Change them on Positions</Link>
    </section>
  );
}
