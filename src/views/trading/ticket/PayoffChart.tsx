import { usdToInrPaise } from '../../../domain/money/conversion.ts';
import type { Currency } from '../../../domain/money/currency.ts';
import { formatRupeesIn } from '../../../domain/money/display.ts';
import { payoffAtExpiryUsd } from '../../../domain/trading/option-payoff.ts';
import type { PayoffSummary } from '../../../machines/trading/ticket-estimate.ts';
import { vars } from '../../theme/vars.css.ts';
import { formatMoney, formatPrice } from '../../widgets/market/format.ts';
import { axisText, axisTicks, payoffPoints } from './payoff-points.ts';
import * as css from './ticket.css.ts';

/** The drawing's box: the plot, with room on the left for the P&L values and below for prices. */
const W = 360;
const H = 214;
const LEFT = 78;
const RIGHT = 14;
const TOP = 24;
const BOTTOM = 44;
const TICK_FONT = 10;

const money = (usd: number, currency: Currency) =>
  Number.isFinite(usd) ? formatMoney(usd, currency) : 'Unlimited';

/** The fee as the exchange charges it, in rupees to the paisa, in the display currency. */
const feeText = (feeUsd: number, currency: Currency) =>
  formatRupeesIn(usdToInrPaise(feeUsd) / 100, currency);

/** A straight line of the drawing in the text's colour: an axis, the zero line, the breakeven. */
function Rule({
  from: [x1, y1],
  to: [x2, y2],
  opacity = 0.5,
  dashed = false,
}: {
  from: readonly [number, number];
  to: readonly [number, number];
  opacity?: number;
  dashed?: boolean;
}) {
  return (
    <line
      x1={x1}
      x2={x2}
      y1={y1}
      y2={y2}
      stroke="currentColor"
      strokeOpacity={opacity}
      strokeDasharray={dashed ? '4 4' : undefined}
    />
  );
}

/**
 * The option's profit or loss at expiry against the underlying's price at expiry (SVG, no chart
 * library): both axes with round values in the display currency, 0 among the P&L values, the
 * breakeven dashed and the underlying's spot now marked. The figures include the order's fee.
 */
export function PayoffChart({ payoff, currency }: { payoff: PayoffSummary; currency: Currency }) {
  const { position, breakeven, spot } = payoff;
  const points = payoffPoints(position, breakeven, spot);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const minY = Math.min(0, ...ys);
  const maxY = Math.max(0, ...ys);
  // Room above and below the line, so a flat loss never lies on the axis.
  const padY = (maxY - minY) * 0.08;
  const [lowY, highY] = [minY - padY, maxY + padY];
  const plotRight = W - RIGHT;
  const plotBottom = H - BOTTOM;
  const sx = (x: number) => LEFT + ((x - minX) / (maxX - minX || 1)) * (plotRight - LEFT);
  const sy = (y: number) => plotBottom - ((y - lowY) / (highY - lowY || 1)) * (plotBottom - TOP);
  const line = points.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(' ');
  const zero = sy(0);
  const be = sx(breakeven);
  const xTicks = axisTicks(minX, maxX, currency);
  const yTicks = axisTicks(lowY, highY, currency);
  if (!yTicks.includes(0)) yTicks.push(0);
  const spotX = spot === null ? null : sx(spot);
  // The spot's label reads from its line towards the middle, so it never leaves the drawing.
  const spotLeft = spotX !== null && spotX > (LEFT + plotRight) / 2;
  const fee = feeText(payoff.feeUsd, currency);
  const spotText = spot === null ? '' : `, spot ${formatPrice(spot, currency)}`;
  return (
    <figure style={{ margin: 0 }} data-testid="payoff">
      <svg
        className={css.payoff}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Payoff at expiry: breakeven ${formatPrice(breakeven, currency)}, maximum profit ${money(payoff.maxProfit, currency)}, maximum loss ${money(payoff.maxLoss, currency)}, the fee of ${fee} included${spotText}`}
        fontSize={TICK_FONT}
      >
        <g data-testid="payoff-y-axis" fill={vars.color.textMuted}>
          {yTicks.map((y) => (
            <g key={`y${y}`}>
              <line
                x1={LEFT}
                x2={plotRight}
                y1={sy(y)}
                y2={sy(y)}
                stroke={vars.color.border}
                strokeWidth={y === 0 ? 0 : 1}
              />
              <text
                x={LEFT - 5}
                y={sy(y) + 3.5}
                textAnchor="end"
                data-testid="payoff-y-value"
                fontWeight={y === 0 ? 600 : undefined}
              >
                {axisText(formatMoney(y, currency))}
              </text>
            </g>
          ))}
          <text
            transform={`translate(11 ${(TOP + plotBottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize={10}
          >
            P&amp;L at expiry
          </text>
        </g>
        <g data-testid="payoff-x-axis" fill={vars.color.textMuted}>
          {xTicks.map((x) => (
            <g key={`x${x}`}>
              <line
                x1={sx(x)}
                x2={sx(x)}
                y1={plotBottom}
                y2={plotBottom + 4}
                stroke="currentColor"
                strokeOpacity={0.5}
              />
              <text x={sx(x)} y={plotBottom + 15} textAnchor="middle" data-testid="payoff-x-value">
                {axisText(formatPrice(x, currency))}
              </text>
            </g>
          ))}
          <text x={(LEFT + plotRight) / 2} y={H - 6} textAnchor="middle" fontSize={10}>
            Underlying's price at expiry
          </text>
        </g>
        <Rule from={[LEFT, TOP]} to={[LEFT, plotBottom]} />
        <Rule from={[LEFT, plotBottom]} to={[plotRight, plotBottom]} />
        <Rule from={[LEFT, zero]} to={[plotRight, zero]} opacity={0.55} />
        <Rule from={[be, TOP]} to={[be, plotBottom]} dashed />
        <polyline points={line} fill="none" stroke={vars.color.accent} strokeWidth={2.5} />
        <text
          x={be < plotRight - 60 ? be + 4 : be - 4}
          y={TOP + 24}
          textAnchor={be < plotRight - 60 ? 'start' : 'end'}
          fill="currentColor"
          fillOpacity={0.75}
        >
          breakeven
        </text>
        {spot !== null && spotX !== null && (
          <g data-testid="payoff-spot" color={vars.color.warningText}>
            <line
              x1={spotX}
              x2={spotX}
              y1={TOP - 6}
              y2={plotBottom}
              stroke="currentColor"
              strokeWidth={1.5}
            />
            <circle
              cx={spotX}
              cy={sy(payoffAtExpiryUsd(position, spot))}
              r={3}
              fill="currentColor"
            />
            <text
              x={spotLeft ? spotX - 4 : spotX + 4}
              y={TOP - 10}
              textAnchor={spotLeft ? 'end' : 'start'}
              fill="currentColor"
              fontSize={10.5}
              fontWeight={600}
              data-testid="payoff-spot-label"
            >
              Spot {formatPrice(spot, currency)}
            </text>
          </g>
        )}
      </svg>
      <dl className={css.figures}>
        <dt>
          Breakeven at expiry (incl. fee <span data-testid="payoff-fee">{fee}</span>)
        </dt>
        <dd data-testid="payoff-breakeven">{formatPrice(breakeven, currency)}</dd>
        <dt>Maximum profit{Number.isFinite(payoff.maxProfit) && ` (after fee ${fee})`}</dt>
        <dd data-testid="payoff-max-profit">{money(payoff.maxProfit, currency)}</dd>
        <dt>Maximum loss{Number.isFinite(payoff.maxLoss) && ` (incl. fee ${fee})`}</dt>
        <dd data-testid="payoff-max-loss">{money(payoff.maxLoss, currency)}</dd>
      </dl>
    </figure>
  );
}
