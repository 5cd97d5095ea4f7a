import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { fromUnits } from '../../../domain/instruments/order-units.ts';
import { snapPrice, unitText } from '../../../machines/trading/ticket-snap.ts';
import * as css from './ticket.css.ts';

/**
 * A USD price on the tick grid: what is typed stays as typed while the field has focus, the
 * ticket gets the nearest tick at once, and the field shows that tick when it loses focus. With
 * `stepFrom`, − and + move the price one tick (from the price, else from `stepFrom`).
 */
export function PriceField({
  label,
  value,
  tick,
  placeholder,
  testId,
  onChange,
  stepFrom,
}: {
  label: string;
  value: number | null;
  tick: number;
  placeholder?: string;
  testId: string;
  onChange: (price: number | null) => void;
  stepFrom?: number | null;
}) {
  const id = useId();
  const shown = value === null ? '' : unitText(value, tick);
  const [typing, setTyping] = useState<string | null>(null);
  const input = (
    <input
      id={id}
      className={css.input}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      data-testid={testId}
      value={typing ?? shown}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange(snapPrice(event.target.value, tick));
      }}
      onBlur={() => setTyping(null)}
    />
  );
  const from = value ?? stepFrom ?? null;
  const tickButton = (by: 1 | -1) => (
    <button
      type="button"
      className={css.stepButton}
      aria-label={by < 0 ? 'One tick lower' : 'One tick higher'}
      disabled={from === null}
      onClick={() => {
        if (from === null) return;
        setTyping(null);
        onChange(fromUnits(Math.max(1, Math.round(from / tick) + by), tick));
      }}
    >
      {by < 0 ? <Minus size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
    </button>
  );
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {stepFrom === undefined ? (
        input
      ) : (
        <div className={css.stepper}>
          {tickButton(-1)}
          {input}
          {tickButton(1)}
        </div>
      )}
    </div>
  );
}
