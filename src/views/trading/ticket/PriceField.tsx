import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { decimalPlaces } from '../../../domain/instruments/order-step.ts';
import { fromUnits } from '../../../domain/instruments/order-units.ts';
import { usdToDisplay } from '../../../domain/money/conversion.ts';
import type { Currency } from '../../../domain/money/currency.ts';
import { typedPrice } from '../../../machines/trading/ticket-snap.ts';
import * as css from './ticket.css.ts';

/** A USD price as the field shows it in the display currency, to the tick's decimals. */
const shownPrice = (usd: number, tick: number, currency: Currency): string =>
  Number.isFinite(usd)
    ? usdToDisplay(usd, currency).toFixed(Math.min(decimalPlaces(tick), 20))
    : '';

/**
 * A price typed in the trader's display currency (₹ or $) on the USD tick grid: what is typed
 * stays as typed while the field has focus, the ticket gets it in USD on the nearest tick at once
 * (a zero, negative or unreadable value too, for the checks to refuse in words), and the field
 * shows that tick when it loses focus. With `stepFrom`, − and + move the price one tick (from the
 * price, else from `stepFrom`).
 */
export function PriceField({
  label,
  value,
  tick,
  currency,
  placeholder,
  testId,
  onChange,
  stepFrom,
}: {
  label: string;
  value: number | null;
  tick: number;
  currency: Currency;
  placeholder?: string;
  testId: string;
  onChange: (price: number | null) => void;
  stepFrom?: number | null;
}) {
  const id = useId();
  const shown = value === null ? '' : shownPrice(value, tick, currency);
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
        onChange(typedPrice(event.target.value, tick, currency));
      }}
      // An unreadable value keeps its text in view beside its refusal.
      onBlur={() => setTyping((text) => (value !== null && Number.isNaN(value) ? text : null))}
    />
  );
  const from = value !== null && value > 0 ? value : (stepFrom ?? null);
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
