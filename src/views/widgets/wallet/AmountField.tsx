import type { MovementResponse } from '../../../contracts/funds.ts';
import { INR_PER_USD } from '../../../domain/money/conversion.ts';
import { formatRupeesIn } from '../../../domain/money/display.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { FormField } from '../public-forms/FormField.tsx';
import { FormError, FormSuccess } from '../public-forms/FormOutcome.tsx';
import * as css from './wallet.css.ts';

interface Props {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly form: {
    readonly state: string;
    readonly fieldError: string | null;
    readonly error: string | null;
    readonly result: MovementResponse | null;
    /** A confirmed withdrawal's words, shown instead of the request's. */
    readonly confirmed?: string | null;
  };
}

/**
 * Money moves in rupees, the account's currency (the bank account is Indian): in dollars the form
 * says so with the fixed rate, and what the typed amount is in dollars (issue 25: the one place
 * the other currency shows is where the rate is stated).
 */
function RateLine({ value }: { value: string }) {
  const typed = Number(value.replaceAll(',', ''));
  const worth =
    value.trim() !== '' && Number.isFinite(typed) && typed > 0
      ? `: ${formatRupeesIn(typed, 'INR')} is ${formatRupeesIn(typed, 'USD')}`
      : '';
  return (
    <p className={css.hint} data-testid="wallet-rate" aria-live="polite">
      In rupees, the account’s currency, at the fixed rate of ₹{INR_PER_USD} = $1{worth}.
    </p>
  );
}

/** A money form's amount, with the check's message, the server's error or its confirmation. */
export function AmountField({ label, name, value, onChange, form }: Props) {
  const currency = useCurrency();
  return (
    <>
      {currency === 'USD' && <RateLine value={value} />}
      <FormField
        label={label}
        name={name}
        inputMode="decimal"
        value={value}
        onChange={onChange}
        error={form.fieldError ?? undefined}
      />
      <FormError message={form.error} />
      {form.state === 'succeeded' && form.result && (
        <FormSuccess message={form.confirmed ?? form.result.message} />
      )}
    </>
  );
}
