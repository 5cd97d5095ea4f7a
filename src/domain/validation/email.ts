import { messages } from '../errors/messages.ts';
import { invalid, type ValidationResult, valid } from './result.ts';

/** Something@something.something with no whitespace and a single '@'. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Tests the text exactly as given (no trimming): what is validated is what gets sent. */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email);

export const validateEmail = (email: string): ValidationResult =>
  isValidEmail(email) ? valid : invalid(messages.validation.invalidEmail);
