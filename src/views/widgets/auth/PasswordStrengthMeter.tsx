import { MIN_STRENGTH_SCORE } from '../../../domain/validation/password-strength-rules.ts';
import { usePasswordStrength } from '../../hooks/use-password-strength.ts';
import * as css from './password-strength.css.ts';

const labels = [
  'Very easy to guess',
  'Easy to guess',
  'Still easy to guess',
  'Strong',
  'Very strong',
] as const;

/** How hard the password is to guess, as the trader types (zxcvbn, loaded on first use). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = usePasswordStrength(password);
  if (score === null) return null;
  const enough = score >= MIN_STRENGTH_SCORE;
  return (
    <div className={css.meter} data-testid="password-strength" data-score={score}>
      <div className={css.bars} aria-hidden>
        {[0, 1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={
              bar < Math.max(score, 1) ? css.bar[enough ? 'strong' : 'weak'] : css.bar.empty
            }
          />
        ))}
      </div>
      <p className={css.label} aria-live="polite">
        Strength: {labels[score]}
        {!enough && '. Avoid common words, names, dates and keyboard patterns.'}
      </p>
    </div>
  );
}
