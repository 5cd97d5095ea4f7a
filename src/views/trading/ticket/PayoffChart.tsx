import type { Currency } from '../../../domain/money/currency.ts';
import type { PayoffSummary } from '../../../machines/trading/ticket-estimate.ts';
import { formatMoney, formatPrice } from '../../widgets/market/format.ts';
import { payoffPoints } from './payoff-points.ts';
import * as css from './ticket.css.ts';

const W = 360;
const H = 160;
const PAD = 8;

const money = (usd: number, currency: Currency) =>
  Number.isFinite(usd) ? formatMoney(usd, currency) : 'Unlimited';

/** The option's profit or loss at expiry against the settlement price (SVG, no chart library). */
export function PayoffChart({ payoff, currency }: { payoff: PayoffSummary; currency: Currency }) {
  const points = payoffPoints(payoff.position, payoff.breakeven);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const minY = Math.min(0, ...ys);
  const maxY = Math.max(0, ...ys);
  const sx = (x: number) => PAD + ((x - minX) / (maxX - minX || 1)) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - ((y - minY) / (maxY - minY || 1)) * (H - 2 * PAD);
  const line = points.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' ');
  const zero = sy(0);
  const be = sx(payoff.breakeven);
  return (
    <figure style={{ margin: 0 }} data-testid="payoff">
      <svg
        className={css.payoff}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Payoff at expiry: breakeven ${formatPrice(payoff.breakeven, currency)}, maximum profit ${money(payoff.maxProfit, currency)}, maximum loss ${money(payoff.maxLoss, currency)}`}
      >
        <line x1={PAD} x2={W - PAD} y1={zero} y2={zero} stroke="currentColor" strokeOpacity={0.3} />
        <line
          x1={be}
          x2={be}
          y1={PAD}
          y2={H - PAD}
          stroke="currentColor"
          strokeDasharray="4 4"
          strokeOpacity={0.5}
        />
        <polyline
          points={line}
          fill="none"
          stroke="var(--payoff-line, #4c4ce6)"
          strokeWidth={2.5}
        />
        <text x={Math.min(be + 4, W - 90)} y={PAD + 12} fontSize={11} fill="currentColor">
          breakeven
        </text>
      </svg>
      <dl className={css.figures}>
        <dt>Breakeven at expiry</dt>
        <dd data-testid="payoff-breakeven">{formatPrice(payoff.breakeven, currency)}</dd>
        <dt>Maximum profit</dt>
        <dd data-testid="payoff-max-profit">{money(payoff.maxProfit, currency)}</dd>
        <dt>Maximum loss</dt>
        <dd data-testid="payoff-max-loss">{money(payoff.maxLoss, currency)}</dd>
      </dl>
    </figure>
  );
}
