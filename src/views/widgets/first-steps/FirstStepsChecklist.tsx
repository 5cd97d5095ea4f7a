import { useSelector } from '@xstate/react';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'wouter';
import { firstStepsActor } from '../../../first-steps-system.ts';
import * as css from './first-steps.css.ts';

const STEPS = [
  { key: 'kycVerified', label: 'Verify your KYC', action: 'Start KYC', href: '/kyc' },
  { key: 'funded', label: 'Add funds', action: 'Open the wallet', href: '/wallet' },
  {
    key: 'traded',
    label: 'Place your first trade',
    action: 'Open the charts',
    href: '/futureCharts',
  },
] as const;

/**
 * The dashboard's first steps for a new trader (the first-steps machine): each step ticks itself
 * off; the next one left carries its link; the list is gone once all three are done. Each visit
 * of the dashboard has the steps read again (the dashboard-visit machine).
 */
export function FirstStepsChecklist() {
  const shown = useSelector(
    firstStepsActor,
    (s) => s.matches({ signedIn: 'showing' }) || s.matches({ signedIn: 'unavailable' }),
  );
  const progress = useSelector(firstStepsActor, (s) => s.context.progress);
  if (!shown) return null;
  const next = STEPS.find((step) => !progress[step.key]);
  const doneCount = STEPS.filter((step) => progress[step.key]).length;
  return (
    <section className={css.card} aria-labelledby="first-steps-title" data-testid="first-steps">
      <h2 id="first-steps-title" className={css.title}>
        Your first steps ({doneCount} of {STEPS.length} done)
      </h2>
      <ol className={css.list}>
        {STEPS.map((step) => {
          const done = progress[step.key];
          return (
            <li
              key={step.key}
              className={css.item}
              data-testid={`first-step-${step.key}`}
              data-done={done}
            >
              {done ? (
                <CheckCircle2 className={css.done} size={18} aria-hidden />
              ) : (
                <Circle className={css.todo} size={18} aria-hidden />
              )}
              <span className={done ? css.doneLabel : undefined}>
                {step.label}
                <span className={css.hidden}>{done ? ' (done)' : ' (to do)'}</span>
              </span>
              {step === next && (
                <Link href={step.href} className={css.action}>
                  {step.action}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
