import type { CountdownRef } from '../../../machines/countdown/countdown.machine.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import * as css from './auth.css.ts';

interface Props {
  readonly coolingDown: boolean;
  /** The countdown child the machine runs while Resend cools down. */
  readonly countdown: CountdownRef | undefined;
  readonly sending: boolean;
  readonly onResend: () => void;
}

/** Resend, disabled for 30 s after each send with the seconds shown (spec sections 4 and 9). */
export function ResendCode({ coolingDown, countdown, sending, onResend }: Props) {
  const secondsLeft = useCountdown(countdown);
  return (
    <div className={css.row}>
      <span className={css.muted}>Didn’t get the code?</span>
      <span className={css.row}>
        <button
          type="button"
          className={css.linkButton}
          disabled={coolingDown || sending}
          onClick={onResend}
        >
          {sending ? 'Sending…' : 'Resend code'}
        </button>
        <span
          className={css.muted}
          aria-live="polite"
          data-testid="resend-countdown"
          hidden={!coolingDown}
        >
          {coolingDown && (
            <>
              in <span className={css.countdown}>{secondsLeft}</span> s
            </>
          )}
        </span>
      </span>
    </div>
  );
}
