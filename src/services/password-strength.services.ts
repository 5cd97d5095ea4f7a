import type { StrengthScore } from '../domain/validation/password-strength-rules.ts';

type Estimate = (password: string, userInputs?: readonly string[]) => StrengthScore;

let estimate: Estimate | null = null;
let requested = false;
const listeners = new Set<() => void>();

/**
 * zxcvbn's dictionaries weigh hundreds of kB, so they load only when a password field first shows
 * its strength meter (subscribing starts the load); until then `current()` is null.
 */
export const passwordStrengthEstimator = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!requested) {
      requested = true;
      import('../domain/validation/password-strength.ts').then(
        (module) => {
          estimate = module.passwordStrength;
          for (const notify of [...listeners]) notify();
        },
        () => {
          // Offline: the next meter tries again; the server checks the password regardless.
          requested = false;
        },
      );
    }
    return () => {
      listeners.delete(listener);
    };
  },
  current: (): Estimate | null => estimate,
};
