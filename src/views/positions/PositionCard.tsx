import { type FormEvent, useId } from 'react';
import { positionRisk } from '../../domain/constants.ts';
import type { Currency } from '../../domain/money/currency.ts';
import { formatRupeesIn } from '../../domain/money/display.ts';
import type { LivePosition } from '../../domain/trading/position-update.ts';
import { Button } from '../ui/Button.tsx';
import { formatPercent, formatPrice, timeToExpiry } from './format.ts';
import { MarginBar } from './MarginBar.tsx';
import { pnlClass } from './pnl-class.ts';
import * as css from './positions.css.ts';
import { StopsEditor } from './StopsEditor.tsx';

interface Props {
  readonly position: LivePosition;
  readonly currency: Currency;
  readonly stale: boolean;
  readonly busy: boolean;
  readonly onClose: (size?: number) => void;
  readonly onStops: (stopLoss: number | null, takeProfit: number | null) => void;
  readonly onTicket: (side: 'BUY' | 'SELL', reduceOnly: boolean) => void;
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={css.stat}>
      <dt className={css.label}>{label}</dt>
      <dd className={css.statValue}>{children}</dd>
    </div>
  );
}

/** One open position: live figures, SL/TP edited inline, close, partial close, add. */
export function PositionCard({
  position,
  currency,
  stale,
  busy,
  onClose,
  onStops,
  onTicket,
}: Props) {
  const id = useId();
  const atRisk = (position.marginRatio ?? 0) > positionRisk.atRiskMarginRatio;
  const same = position.side === 'long' ? 'BUY' : 'SELL';
  const opposite = position.side === 'long' ? 'SELL' : 'BUY';
  const closePart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const size = Number(new FormData(event.currentTarget).get('size'));
    if (Number.isFinite(size) && size > 0) onClose(size);
  };
  return (
    <li
      className={atRisk ? `${css.card} ${css.atRiskCard}` : css.card}
      aria-labelledby={`${id}-symbol`}
    >
      <div className={css.cardHead}>
        <h2 id={`${id}-symbol`} className={css.symbol}>
          {position.symbol}
        </h2>
        <span className={`${css.pill} ${position.side === 'long' ? css.long : css.short}`}>
          {position.side === 'long' ? 'Long' : 'Short'}
        </span>
        {atRisk && <span className={`${css.pill} ${css.risk}`}>At risk</span>}
        {stale && <span className={`${css.pill} ${css.staleTag}`}>Not live</span>}
      </div>
      <dl className={css.stats}>
        <Stat label="Size">{position.size}</Stat>
        <Stat label="Entry">{formatPrice(position.entryPrice, currency)}</Stat>
        <Stat label="Mark">{formatPrice(position.markPrice, currency)}</Stat>
        <Stat label="Unrealised P&L">
          <span className={pnlClass(position.unrealisedPnl, currency)} data-testid="position-pnl">
            {formatRupeesIn(position.unrealisedPnl, currency)} (
            {formatPercent(position.unrealisedPnl, position.invested ?? position.margin)})
          </span>
        </Stat>
        {position.kind === 'option' && position.side === 'long' ? (
          <Stat label="Premium paid">
            {formatRupeesIn(position.invested ?? position.margin, currency)}
          </Stat>
        ) : (
          <Stat label="Margin">{formatRupeesIn(position.margin, currency)}</Stat>
        )}
        {position.kind === 'option' && position.markIv !== undefined && (
          <Stat label="Mark IV">{position.markIv.toFixed(2)}%</Stat>
        )}
        <Stat label="Leverage">{position.kind === 'option' ? '—' : `${position.leverage}x`}</Stat>
        <Stat label="Liquidation price">{formatPrice(position.liquidationPrice, currency)}</Stat>
        {position.kind === 'option' && position.expiry && (
          <Stat label="Expires in">{timeToExpiry(position.expiry, Date.now())}</Stat>
        )}
      </dl>
      {position.marginRatio !== undefined &&
        (position.kind !== 'option' || position.marginRatio > 0) && (
          <MarginBar symbol={position.symbol} ratio={position.marginRatio} />
        )}
      <StopsEditor position={position} currency={currency} busy={busy} onStops={onStops} />
      <div className={css.row}>
        <Button kind="secondary" onClick={() => onTicket(same, false)}>
          Add
        </Button>
        <Button kind="secondary" onClick={() => onTicket(opposite, true)}>
          Close
        </Button>
        <Button kind="primary" disabled={busy} onClick={() => onClose()}>
          Market close
        </Button>
        <form
          className={css.row}
          onSubmit={closePart}
          aria-label={`Partial close of ${position.symbol}`}
        >
          <label className={css.field}>
            Size to close
            <input
              className={css.input}
              name="size"
              inputMode="decimal"
              placeholder={String(position.size)}
            />
          </label>
          <Button kind="secondary" type="submit" disabled={busy}>
            Close part
          </Button>
        </form>
      </div>
    </li>
  );
}
