import { useState } from 'react';
import { decimalPlaces } from '../../domain/instruments/order-step.ts';
import { perpTickSize } from '../../domain/instruments/tick-size.ts';
import { usdToDisplay } from '../../domain/money/conversion.ts';
import type { Currency } from '../../domain/money/currency.ts';
import type { LivePosition } from '../../domain/trading/position-update.ts';
import { positionStopsRefusal } from '../../machines/trading/position-stops.ts';
import { typedPrice } from '../../machines/trading/ticket-snap.ts';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import * as css from './positions.css.ts';

const SIGN: Readonly<Record<Currency, string>> = { INR: '₹', USD: '$' };

const STOPS = [
  { name: 'stopLoss', label: 'Stop-loss', key: 'sl' },
  { name: 'takeProfit', label: 'Take-profit', key: 'tp' },
] as const;

/**
 * A position's stop-loss and take-profit, typed in the display currency: checked before anything
 * is sent (a zero, negative, wrong-side or beyond-liquidation value is refused in words, in the
 * same currency), then sent in USD on the tick of the mark.
 */
export function StopsEditor({
  position,
  currency,
  busy,
  onStops,
}: {
  position: LivePosition;
  currency: Currency;
  busy: boolean;
  onStops: (stopLoss: number | null, takeProfit: number | null) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const tick = perpTickSize(position.markPrice > 0 ? position.markPrice : position.entryPrice);
  const shown = (usd: number | null | undefined) =>
    usd === null || usd === undefined
      ? ''
      : usdToDisplay(usd, currency).toFixed(decimalPlaces(tick));
  const save = (data: FormData) => {
    const stopLoss = typedPrice(String(data.get('stopLoss') ?? ''), tick, currency);
    const takeProfit = typedPrice(String(data.get('takeProfit') ?? ''), tick, currency);
    const refused = positionStopsRefusal(position, stopLoss, takeProfit, currency);
    setRefusal(refused);
    if (refused === null) onStops(stopLoss, takeProfit);
  };
  const errorId = `${position.symbol}-stops-error`;
  const invalid = refusal === null ? undefined : true;
  return (
    <Form
      className={css.row}
      onSubmit={save}
      onChange={() => setRefusal(null)}
      aria-label={`Stop-loss and take-profit of ${position.symbol}`}
    >
      {STOPS.map(({ name, label, key }) => (
        <label key={name} className={css.field}>
          {label} ({SIGN[currency]})
          <input
            className={css.input}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={refusal === null ? undefined : errorId}
            defaultValue={shown(position[name])}
            key={`${key}-${position[name] ?? ''}-${currency}`}
          />
        </label>
      ))}
      <Button kind="secondary" type="submit" disabled={busy}>
        Save SL/TP
      </Button>
      {refusal !== null && (
        <p id={errorId} className={css.stopsError} role="alert" data-testid="stops-refusal">
          {refusal}
        </p>
      )}
    </Form>
  );
}
