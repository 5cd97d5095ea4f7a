import { messages } from '../../domain/errors/messages.ts';
import { isStrongPassword } from '../../domain/validation/password.ts';

export type PasswordField = 'currentPassword' | 'password' | 'confirmPassword' | 'form';

export interface PasswordFieldError {
  readonly field: PasswordField;
  readonly message: string;
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

export const passwordTexts = {
  currentMissing: 'Please enter your current password.',
  sameAsCurrent:
    'Your new password must be different from your current password. Please choose another one.',
} as const;

/** Every problem of the change-password form at once, in form order. */
export function passwordChangeErrors(change: PasswordChange): PasswordFieldError[] {
  const errors: PasswordFieldError[] = [];
  if (change.currentPassword === '') {
    errors.push({ field: 'currentPassword', message: passwordTexts.currentMissing });
  }
  if (!isStrongPassword(change.newPassword)) {
    errors.push({ field: 'password', message: messages.validation.weakPassword });
  } else if (change.newPassword === change.currentPassword) {
    errors.push({ field: 'password', message: passwordTexts.sameAsCurrent });
  }
  if (change.newPassword !== change.confirmation) {
    errors.push({ field: 'confirmPassword', message: messages.validation.passwordsDoNotMatch });
  }
  return errors;
}

/**
 * The server refused the change for a reason that belongs to one field (a wrong current password,
 * a guessable new one); the services reject with this so the form shows it beside that field.
 */
export class PasswordChangeRefused extends Error {
  constructor(
    readonly field: PasswordField,
    message: string,
  ) {
    super(message);
    this.name = 'PasswordChangeRefused';
  }
}
