import { Check } from 'lucide-react';
import type { KycStatus } from '../../../contracts/kyc.ts';
import * as css from './kyc.css.ts';

export type KycStep = 'aadhaar' | 'pan' | 'bank' | 'complete';

const steps = [
  { key: 'aadhaar', name: 'Aadhaar', todo: '12-digit number and a code' },
  { key: 'pan', name: 'PAN', todo: 'PAN, name and date of birth' },
  { key: 'bank', name: 'Bank account', todo: 'Where withdrawals are paid' },
] as const;

function doneDetail(key: (typeof steps)[number]['key'], status: KycStatus | null): string | null {
  if (key === 'aadhaar') return status?.aadhaar.masked ?? null;
  if (key === 'pan') return status?.pan.masked ?? null;
  const bank = status?.bank;
  return bank?.masked == null ? null : `${bank.masked} · ${bank.ifsc ?? ''}`;
}

/** Where the trader is: done steps with their masked numbers, the current one, the ones to come. */
export function KycStepper({
  current,
  status,
}: {
  current: KycStep | null;
  status: KycStatus | null;
}) {
  const order = ['aadhaar', 'pan', 'bank', 'complete'];
  const at = current === null ? -1 : order.indexOf(current);
  return (
    <ol className={css.stepper} aria-label="KYC steps">
      {steps.map((step, index) => {
        const verified =
          step.key === 'aadhaar'
            ? status?.aadhaar.state === 'verified'
            : step.key === 'pan'
              ? status?.pan.state === 'verified'
              : status?.bank.state === 'verified';
        const state = index === at ? 'current' : verified || index < at ? 'done' : 'todo';
        const masked = doneDetail(step.key, status);
        const detail =
          state === 'done' ? `Verified${masked === null ? '' : ` · ${masked}`}` : step.todo;
        return (
          <li
            key={step.key}
            className={css.step[state]}
            aria-current={state === 'current' ? 'step' : undefined}
            data-testid={`kyc-step-${step.key}`}
            data-state={state}
          >
            <span className={css.stepMark[state]} aria-hidden>
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <span>
              <p className={css.stepName}>{step.name}</p>
              <p className={css.stepDetail}>{detail}</p>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
