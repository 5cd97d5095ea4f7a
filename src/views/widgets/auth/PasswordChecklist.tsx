import { Check, X } from 'lucide-react';
import { authFlow } from '../../../domain/constants.ts';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  passwordChecks,
} from '../../../domain/validation/password.ts';
import * as css from './auth.css.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

const rules = [
  ['minLength', `At least ${authFlow.passwordMinLength} characters`],
  ['uppercase', 'One uppercase letter'],
  ['lowercase', 'One lowercase letter'],
  ['digit', 'One digit'],
  ['special', `One special character: ${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')}`],
] as const;

/** Live strength feedback (spec section 5): each rule shows as met or not while typing. */
export function PasswordChecklist({ password }: { password: string }) {
  const checks = passwordChecks(password);
  return (
    <>
      <ul className={css.checks} aria-label="Password requirements">
        {rules.map(([key, text]) => {
          const met = checks[key];
          return (
            <li key={key} className={met ? css.check.met : css.check.unmet}>
              {met ? <Check size={14} aria-hidden /> : <X size={14} aria-hidden />}
              <span>
                {text}
                <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <PasswordStrengthMeter password={password} />
    </>
  );
}
