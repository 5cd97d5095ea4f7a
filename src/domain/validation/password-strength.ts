import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_STRENGTH_SCORE, type StrengthScore } from './password-strength-rules.ts';

/**
 * How hard a password is to guess, by zxcvbn (common and breached passwords, words, keyboard
 * patterns, dates). On top of the spec's character rules: `Password@123` meets those and is still
 * among the first guesses. The dictionaries are large: the browser loads this module lazily.
 */
export type { StrengthScore };

let estimator: ZxcvbnFactory | undefined;

/** 0 (a top guess) to 4; `userInputs` (email, name) count as known words. */
export function passwordStrength(
  password: string,
  userInputs: readonly string[] = [],
): StrengthScore {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const words = userInputs.flatMap((input) =>
    input
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3),
  );
  return estimator.check(password, words).score as StrengthScore;
}

export const isGuessablePassword = (password: string, userInputs: readonly string[] = []) =>
  passwordStrength(password, userInputs) < MIN_STRENGTH_SCORE;
