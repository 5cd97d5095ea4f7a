import { messages } from '../errors/messages.ts';
import { isValidEmail } from './email-pattern.ts';
import { invalid, type ValidationResult, valid } from './result.ts';

export { isValidEmail };

export const validateEmail = (email: string): ValidationResult =>
  isValidEmail(email) ? valid : invalid(messages.validation.invalidEmail);
