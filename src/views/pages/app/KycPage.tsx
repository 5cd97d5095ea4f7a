import { useSelector } from '@xstate/react';
import { BadgeCheck } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { KycStatus } from '../../../contracts/kyc.ts';
import { sanitizeOtpInput } from '../../../domain/validation/otp.ts';
import type { kycFlows } from '../../../kyc-flows.ts';
import type { CountdownRef } from '../../../machines/countdown/countdown.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { BusyButton, Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { Form } from '../../ui/Form.tsx';
import { LoadingNotice } from '../../ui/LoadingNotice.tsx';
import * as auth from '../../widgets/auth/auth.css.ts';
import { FormAlert, FormNotice } from '../../widgets/auth/FormMessages.tsx';
import { OtpField } from '../../widgets/auth/OtpField.tsx';
import { ResendCode } from '../../widgets/auth/ResendCode.tsx';
import { SubmitButton } from '../../widgets/auth/SubmitButton.tsx';
import { TextField } from '../../widgets/auth/TextField.tsx';
import { type KycStep, KycStepper } from '../../widgets/kyc/KycStepper.tsx';
import * as css from '../../widgets/kyc/kyc.css.ts';

type KycRef = ActorRefFrom<typeof kycFlows.kyc>;

const useKycError = (actor: KycRef, field: string) =>
  useSelector(actor, (s) => (s.context.error?.field === field ? s.context.error.message : null));

/** A required field of a step, showing the flow's error for `field`. */
function KycField({
  actor,
  field,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'error'> & { actor: KycRef; field: string }) {
  return <TextField required {...props} error={useKycError(actor, field)} />;
}

/** 2345 6789 0123: the number as people read it off the card. */
const grouped = (digits: string) => digits.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

function AadhaarStep({ actor }: { actor: KycRef }) {
  const saved = useSelector(actor, (s) => s.context.aadhaar.number);
  const sending = useSelector(actor, (s) => s.matches({ aadhaar: 'sending' }));
  const codeSent = useSelector(actor, (s) => s.matches({ aadhaar: 'codeSent' }));
  const verifying = useSelector(actor, (s) =>
    s.matches({ aadhaar: { codeSent: { code: 'verifying' } } }),
  );
  const coolingDown = useSelector(actor, (s) =>
    s.matches({ aadhaar: { codeSent: { resend: 'coolingDown' } } }),
  );
  const resending = useSelector(actor, (s) =>
    s.matches({ aadhaar: { codeSent: { resend: 'sending' } } }),
  );
  const countdown = useSelector(actor, (s) => s.children.countdown as CountdownRef | undefined);
  const numberError = useKycError(actor, 'aadhaarNumber');
  const otpError = useKycError(actor, 'otp');
  const [number, setNumber] = useState(grouped(saved));
  const [otp, setOtp] = useState('');

  if (!codeSent) {
    return (
      <Form
        className={auth.form}
        onSubmit={() =>
          actor.send({ type: 'kyc.sendOtp', aadhaarNumber: number.replace(/\s/g, '') })
        }
        busy={sending}
      >
        <TextField
          label="Aadhaar number"
          name="aadhaar"
          value={number}
          onValueChange={(raw) => setNumber(grouped(raw).slice(0, 14))}
          error={numberError}
          hint="We never store your full number: only its last four digits."
          inputMode="numeric"
          autoComplete="off"
          placeholder="1234 5678 9012"
          required
        />
        <SubmitButton busy={sending} busyText="Sending code…">
          Send OTP
        </SubmitButton>
      </Form>
    );
  }
  return (
    <Form
      className={auth.form}
      onSubmit={() => actor.send({ type: 'kyc.verifyOtp', otp })}
      busy={verifying}
    >
      <dl className={css.details}>
        <dt className={css.term}>Aadhaar number</dt>
        <dd className={css.definition}>{grouped(saved)}</dd>
      </dl>
      <OtpField
        value={otp}
        onChange={(next) => setOtp(sanitizeOtpInput(next))}
        error={otpError}
        hint="Sent to the email of your account (in this sandbox, instead of the mobile linked to your Aadhaar)."
      />
      <ResendCode
        coolingDown={coolingDown}
        countdown={countdown}
        sending={resending}
        onResend={() => actor.send({ type: 'kyc.resendOtp' })}
      />
      <div className={css.actions}>
        <BusyButton kind="primary" type="submit" busy={verifying} busyText="Verifying…">
          Verify OTP
        </BusyButton>
        <Button kind="ghost" onClick={() => actor.send({ type: 'kyc.changeAadhaar' })}>
          Change number
        </Button>
      </div>
    </Form>
  );
}

function PanStep({ actor }: { actor: KycRef }) {
  const saved = useSelector(actor, (s) => s.context.pan.details);
  const failure = useSelector(actor, (s) => s.context.status?.pan.failure ?? null);
  const verifying = useSelector(actor, (s) => s.matches({ pan: 'verifying' }));
  const [pan, setPan] = useState(saved.pan);
  const [name, setName] = useState(saved.name_as_per_pan);
  const [dateOfBirth, setDateOfBirth] = useState(saved.date_of_birth);
  const onSubmit = () => {
    actor.send({
      type: 'kyc.submitPan',
      details: { pan: pan.trim().toUpperCase(), name_as_per_pan: name, date_of_birth: dateOfBirth },
    });
  };
  return (
    <Form className={auth.form} onSubmit={onSubmit} busy={verifying}>
      {failure !== null && saved.pan === '' && (
        <FormAlert message={`Your last PAN check was refused: ${failure}`} />
      )}
      <KycField
        actor={actor}
        field="pan"
        label="PAN"
        name="pan"
        value={pan}
        onValueChange={(raw) => setPan(raw.toUpperCase().slice(0, 10))}
        autoComplete="off"
        placeholder="ABCPE1234F"
      />
      <KycField
        actor={actor}
        field="nameAsPerPan"
        label="Name as per PAN"
        name="name-as-per-pan"
        value={name}
        onValueChange={setName}
        hint="It must match the name of your account."
        autoComplete="name"
      />
      <KycField
        actor={actor}
        field="dateOfBirth"
        label="Date of birth"
        name="date-of-birth"
        type="date"
        value={dateOfBirth}
        onValueChange={setDateOfBirth}
        hint="You must be 18 or older."
        autoComplete="bday"
      />
      <SubmitButton busy={verifying} busyText="Verifying…">
        Verify PAN
      </SubmitButton>
    </Form>
  );
}

function BankStep({ actor }: { actor: KycRef }) {
  const saved = useSelector(actor, (s) => s.context.bank.details);
  const current = useSelector(actor, (s) => s.context.status?.bank ?? null);
  const verifying = useSelector(actor, (s) => s.matches({ bank: 'verifying' }));
  const [ifsc, setIfsc] = useState(saved.ifsc);
  const [accountNumber, setAccountNumber] = useState(saved.accountNumber);
  const onSubmit = () => {
    actor.send({
      type: 'kyc.submitBank',
      details: { ifsc: ifsc.trim().toUpperCase(), accountNumber: accountNumber.trim() },
    });
  };
  return (
    <Form className={auth.form} onSubmit={onSubmit} busy={verifying}>
      <p className={auth.muted}>
        Withdrawals are paid only to this account. It must be held in the name on your PAN.
      </p>
      <KycField
        actor={actor}
        field="ifsc"
        label="IFSC"
        name="ifsc"
        value={ifsc}
        onValueChange={(raw) => setIfsc(raw.toUpperCase().slice(0, 11))}
        autoComplete="off"
        placeholder="SBIN0001234"
      />
      <KycField
        actor={actor}
        field="accountNumber"
        label="Account number"
        name="account-number"
        value={accountNumber}
        onValueChange={(raw) => setAccountNumber(raw.replace(/\D/g, '').slice(0, 18))}
        inputMode="numeric"
        autoComplete="off"
      />
      <div className={css.actions}>
        <BusyButton kind="primary" type="submit" busy={verifying} busyText="Verifying…">
          Verify bank account
        </BusyButton>
        {current?.state === 'verified' && (
          <Button kind="ghost" onClick={() => actor.send({ type: 'kyc.keepBank' })}>
            Keep {current.masked}
          </Button>
        )}
      </div>
    </Form>
  );
}

function CompleteStep({ actor }: { actor: KycRef }) {
  const status = useSelector(actor, (s) => s.context.status);
  // Just verified, the notice above says so already.
  const justVerified = useSelector(actor, (s) => s.context.notice !== null);
  return (
    <div className={auth.form}>
      {!justVerified && (
        <p className={auth.notice}>
          <BadgeCheck size={18} aria-hidden />
          <span>Your KYC is verified and your bank account is ready for withdrawals.</span>
        </p>
      )}
      <dl className={css.details} data-testid="kyc-summary">
        <dt className={css.term}>Aadhaar</dt>
        <dd className={css.definition}>{status?.aadhaar.masked}</dd>
        <dt className={css.term}>PAN</dt>
        <dd className={css.definition}>{status?.pan.masked}</dd>
        <dt className={css.term}>Name</dt>
        <dd className={css.definition}>{status?.pan.name}</dd>
        <dt className={css.term}>Bank account</dt>
        <dd className={css.definition}>
          {status?.bank.masked} · {status?.bank.ifsc}
        </dd>
      </dl>
      <div className={css.actions}>
        <Link href="/profile" className={button.primary}>
          Back to profile
        </Link>
        <Link href="/wallet" className={button.secondary}>
          Go to wallet
        </Link>
        <Button kind="ghost" onClick={() => actor.send({ type: 'kyc.changeBank' })}>
          Change bank account
        </Button>
      </div>
    </div>
  );
}

const stepTitles: Record<KycStep, string> = {
  aadhaar: 'Step 1: Aadhaar',
  pan: 'Step 2: PAN',
  bank: 'Step 3: Bank account',
  complete: 'All done',
};

/** The KYC flow runs in the root system while /kyc is open (src/kyc-flows.ts, kycRoute). */
export default function KycPage() {
  useDocumentTitle('KYC verification');
  const actor = usePageActor<typeof kycFlows.kyc>(systemIds.kyc);
  if (!actor) {
    return (
      <KycFrame step={null} status={null} starting>
        <StartingNotice />
      </KycFrame>
    );
  }
  return <KycFlow actor={actor} />;
}

function StartingNotice() {
  return <LoadingNotice className={auth.muted}>Starting a secure KYC session…</LoadingNotice>;
}

interface KycFrameProps {
  readonly step: KycStep | null;
  readonly status: KycStatus | null;
  readonly starting: boolean;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/** The page's heading, the stepper and the step's card. */
function KycFrame({ step, status, starting, children, footer }: KycFrameProps) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <header className={css.header}>
        <h1 id="page-title" className={css.title}>
          Verify your identity
        </h1>
        <p className={css.lead}>
          Aadhaar, PAN and the bank account you withdraw to. You can trade with demo funds before
          this; withdrawals need all three.
        </p>
      </header>
      <div className={css.columns}>
        <KycStepper current={step} status={status} />
        <div className={css.card} aria-busy={starting}>
          {children}
        </div>
      </div>
      {footer}
    </section>
  );
}

function KycFlow({ actor }: { actor: KycRef }) {
  const step = useSelector(actor, (s): KycStep | null =>
    s.matches('aadhaar')
      ? 'aadhaar'
      : s.matches('pan')
        ? 'pan'
        : s.matches('bank')
          ? 'bank'
          : s.matches('complete')
            ? 'complete'
            : null,
  );
  const status = useSelector(actor, (s) => s.context.status);
  const starting = useSelector(actor, (s) => s.matches('authenticating'));
  const authFailed = useSelector(actor, (s) => s.matches('authFailed'));
  const formError = useKycError(actor, 'form');
  const notice = useSelector(actor, (s) => s.context.notice);
  const footer = step !== null && step !== 'complete' && (
    <p className={auth.muted}>
      Stuck?{' '}
      <button
        type="button"
        className={auth.linkButton}
        onClick={() => actor.send({ type: 'kyc.reset' })}
      >
        Start over
      </button>{' '}
      — the steps you finished stay verified.
    </p>
  );
  return (
    <KycFrame step={step} status={status} starting={starting} footer={footer}>
      {starting && <StartingNotice />}
      {authFailed && (
        <>
          <FormAlert message={formError} />
          <Button kind="primary" onClick={() => actor.send({ type: 'kyc.retry' })}>
            Try again
          </Button>
        </>
      )}
      {step !== null && (
        <>
          <h2 className={css.cardTitle}>{stepTitles[step]}</h2>
          <FormNotice message={notice} />
          <FormAlert message={formError} />
          {step === 'aadhaar' && <AadhaarStep actor={actor} />}
          {step === 'pan' && <PanStep actor={actor} />}
          {step === 'bank' && <BankStep actor={actor} />}
          {step === 'complete' && <CompleteStep actor={actor} />}
        </>
      )}
    </KycFrame>
  );
}
