import type { MovementResponse } from '../../../contracts/funds.ts';
import { FormField } from '../public-forms/FormField.tsx';
import { FormError, FormSuccess } from '../public-forms/FormOutcome.tsx';

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

/** A money form's amount, with the check's message, the server's error or its confirmation. */
export function AmountField({ label, name, value, onChange, form }: Props) {
  return (
    <>
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
