import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { walletText } from '../../../content/wallet.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { Form } from '../../ui/Form.tsx';
import * as page from '../../ui/page.css.ts';
import { FormField } from '../public-forms/FormField.tsx';
import { AmountField } from './AmountField.tsx';
import { MovementActions } from './MovementActions.tsx';
import { useMoneyForm } from './use-wallet.ts';
import * as css from './wallet.css.ts';

const text = walletText.withdrawal;

/**
 * Withdrawals to the verified bank account: refused without KYC (then it leads to /kyc); an
 * accepted one is held until its code (authenticator or mailed) confirms it. Shows what is left
 * of today's limit, a hold after a bank change, and when this exchange pays nothing out.
 */
export function WithdrawalForm() {
  const form = useMoneyForm('withdrawal');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const sending = form.state === 'submitting';

  if (form.state === 'kycRequired') {
    return (
      <section className={css.panel} aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className={css.panelTitle}>
          {text.title}
        </h2>
        <div className={page.notice} role="alert">
          <ShieldCheck size={22} aria-hidden />
          <div>
            <p className={page.noticeTitle}>{text.kycTitle}</p>
            <p className={page.noticeText}>{text.kycText}</p>
          </div>
        </div>
        <div className={css.actions}>
          <Link href="/kyc" className={button.primary}>
            {text.kycLink}
          </Link>
          <Button kind="secondary" onClick={form.reset}>
            {text.cancel}
          </Button>
        </div>
      </section>
    );
  }

  const asksCode = form.state === 'confirming' || (sending && form.confirmation !== null);
  const limits = form.limits;
  const off = limits?.off ?? null;
  const onSubmit = () => {
    if (asksCode) form.submitCode(code);
    else form.submit(amount);
  };
  return (
    <Form className={css.panel} onSubmit={onSubmit} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={css.panelTitle}>
        {text.title}
      </h2>
      <p className={css.hint}>{text.hint}</p>
      {limits && !off && (
        <p className={css.hint} data-testid="withdrawal-left-today">
          {text.leftToday(rupees.format(limits.leftToday), rupees.format(limits.dailyLimit))}
        </p>
      )}
      {off && (
        <p className={css.hint} role="status">
          {off}
        </p>
      )}
      {limits?.heldUntil && (
        <p className={css.hint} role="status">
          {text.heldUntil(timeText(limits.heldUntil))}
        </p>
      )}
      {asksCode && form.confirmation ? (
        <>
          <p className={css.hint} role="status">
            {form.result?.message}.
          </p>
          <p className={css.hint} data-testid="withdrawal-confirmation">
            {form.confirmation.method === 'totp' ? text.codeFromApp : text.codeFromMail}{' '}
            {text.codeBy(timeText(form.confirmation.expiresAt))}
          </p>
          <FormField
            label={text.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={setCode}
            error={form.error ?? undefined}
          />
        </>
      ) : (
        <AmountField
          label={text.label}
          name="withdrawAmount"
          value={amount}
          onChange={setAmount}
          form={form}
        />
      )}
      <MovementActions
        sending={sending}
        sendingText={text.sending}
        stopped={off !== null}
        more={
          asksCode && (
            <Button kind="secondary" onClick={form.reset}>
              {text.cancel}
            </Button>
          )
        }
      >
        {asksCode ? text.codeSubmit : text.submit}
      </MovementActions>
    </Form>
  );
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** A time the trader reads: their local time, with the date when it is not today. */
const timeText = (iso: string): string =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
