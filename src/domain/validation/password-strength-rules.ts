/** zxcvbn's scale: 0 (among the first guesses) to 4 (very hard to guess). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * zxcvbn's "safely unguessable: moderate protection from offline slow-hash scenario". Apart from
 * the estimator so that the browser can read it without loading the dictionaries.
 */
export const MIN_STRENGTH_SCORE: StrengthScore = 3;
