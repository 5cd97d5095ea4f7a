import { CircleCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { CountdownRef } from '../../../machines/countdown/countdown.machine.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { button } from '../../ui/button.css.ts';
import * as css from './auth.css.ts';

interface Props {
  readonly message: string;
  /** The countdown child the flow runs while it waits for its own redirect. */
  readonly countdown: CountdownRef | undefined;
  /** Filled in on /login. */
  readonly email: string;
}

/** The end of sign-up and reset: what happened, the visible 3 s to /login, and a link to go now. */
export function LoginCountdown({ message, countdown, email }: Props) {
  const seconds = useCountdown(countdown);
  return (
    <div className={css.success}>
      <p className={css.notice} role="status">
        <CircleCheck size={18} aria-hidden />
        <span>{message}</span>
      </p>
      <p className={css.muted} aria-live="polite" data-testid="redirect-countdown">
        Taking you to log in in <span className={css.countdown}>{seconds}</span> s.
      </p>
      <Link href="/login" state={{ email }} className={`${button.primary} ${css.submit}`}>
        Log in now
      </Link>
    </div>
  );
}
