import { authFlow } from '../../../domain/constants.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import * as css from './auth.css.ts';

interface Props {
  readonly coolingDown: boolean;
  readonly sending: boolean;
  readonly onResend: () => void;
}

/** Resend, disabled for 30 s after each send with the seconds shown (spec sections 4 and 9). */
export function ResendCode({ coolingDown, sending, onResend }: Props) {
  const secondsLeft = useCountdown(coolingDown, authFlow.otpResendCooldownMs);
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
