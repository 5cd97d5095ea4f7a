import { useState } from 'react';
import { walletText } from '../../../content/wallet.ts';
import { QUICK_DEPOSITS } from '../../../domain/funds/money-form-rules.ts';
import { Form } from '../../ui/Form.tsx';
import { AmountField } from './AmountField.tsx';
import { MovementActions } from './MovementActions.tsx';
import { useMoneyForm } from './use-wallet.ts';
import * as css from './wallet.css.ts';

const text = walletText.deposit;
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Demo deposits: an amount (typed or a quick amount), sent once, then the answer. */
export function DepositForm() {
  const form = useMoneyForm('deposit');
  const [amount, setAmount] = useState('');
  // A deposit done empties the field, so the same amount is not sent twice by a second click.
  const [clearedFor, setClearedFor] = useState<unknown>(null);
  if (form.state === 'succeeded' && form.result !== clearedFor) {
    setClearedFor(form.result);
    setAmount('');
  }
  const sending = form.state === 'submitting';
  return (
    <Form
      className={css.panel}
      onSubmit={() => form.submit(amount)}
      aria-labelledby="deposit-title"
    >
      <h2 id="deposit-title" className={css.panelTitle}>
        {text.title}
      </h2>
      <p className={css.hint}>{text.hint}</p>
      {form.limits?.depositsOff && (
        <p className={css.hint} role="status">
          {form.limits.depositsOff}
        </p>
      )}
      <fieldset className={css.quick}>
        <legend className="visually-hidden">{text.quick}</legend>
        {QUICK_DEPOSITS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={css.chip}
            disabled={sending}
            onClick={() => setAmount(String(quick))}
          >
            {rupees.format(quick)}
          </button>
        ))}
      </fieldset>
      <AmountField
        label={text.label}
        name="amount"
        value={amount}
        onChange={setAmount}
        form={form}
      />
      <MovementActions
        sending={sending}
        sendingText={text.sending}
        stopped={Boolean(form.limits?.depositsOff)}
      >
        {text.submit}
      </MovementActions>
    </Form>
  );
}
