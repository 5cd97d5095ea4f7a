import { useId, useState } from 'react';
import { snapPrice, unitText } from '../../../machines/trading/ticket-snap.ts';
import * as css from './ticket.css.ts';

/**
 * A USD price on the tick grid: what is typed stays as typed while the field has focus, the
 * ticket gets the nearest tick at once, and the field shows that tick when it loses focus.
 */
export function PriceField({
  label,
  value,
  tick,
  placeholder,
  testId,
  onChange,
}: {
  label: string;
  value: number | null;
  tick: number;
  placeholder?: string;
  testId: string;
  onChange: (price: number | null) => void;
}) {
  const id = useId();
  const shown = value === null ? '' : unitText(value, tick);
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={css.input}
        inputMode="decimal"
        autoComplete="off"
        step={tick}
        placeholder={placeholder}
        data-testid={testId}
        value={typing ?? shown}
        onChange={(event) => {
          setTyping(event.target.value);
          onChange(snapPrice(event.target.value, tick));
        }}
        onBlur={() => setTyping(null)}
      />
    </div>
  );
}
