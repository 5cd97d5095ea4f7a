import { authFlow } from '../constants.ts';
import { messages } from '../errors/messages.ts';
import { invalid, type ValidationResult, valid } from './result.ts';

export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

export interface PasswordChecks {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
}

/**
 * Each strength rule on its own, for live feedback. Length counts code points;
 * letters and digits are ASCII. Characters outside the rules (e.g. '#', spaces) are
 * allowed, they just do not count as the special character.
 */
export const passwordChecks = (password: string): PasswordChecks => ({
  minLength: [...password].length >= authFlow.passwordMinLength,
  uppercase: /[A-Z]/.test(password),
  lowercase: /[a-z]/.test(password),
  digit: /[0-9]/.test(password),
  special: /[@$!%*?&]/.test(password),
});

export const isStrongPassword = (password: string): boolean =>
  Object.values(passwordChecks(password)).every(Boolean);

export const validatePassword = (password: string): ValidationResult =>
  isStrongPassword(password) ? valid : invalid(messages.validation.weakPassword);

export const passwordsMatch = (password: string, confirmation: string): ValidationResult =>
  password === confirmation ? valid : invalid(messages.validation.passwordsDoNotMatch);
