import { useSyncExternalStore } from 'react';
import type { StrengthScore } from '../../domain/validation/password-strength-rules.ts';
import { passwordStrengthEstimator } from '../../services/password-strength.services.ts';

/** zxcvbn's score for `password` (0–4), or null while the estimator loads or the field is empty. */
export function usePasswordStrength(password: string): StrengthScore | null {
  const estimate = useSyncExternalStore(
    passwordStrengthEstimator.subscribe,
    passwordStrengthEstimator.current,
    () => null,
  );
  return estimate === null || password === '' ? null : estimate(password);
}
