import type { FastifySchemaValidationError } from 'fastify';
import { messages } from '../../../src/domain/errors/messages.ts';
import { isValidEmail } from '../../../src/domain/validation/email.ts';
import { isGuessablePassword } from '../../../src/domain/validation/password-strength.ts';
import { HttpError } from '../../http/errors.ts';
import { authMessages } from './messages.ts';
import { isStrongPassword } from './passwords.ts';

/** Control characters (NUL among them, which PostgreSQL text refuses) are never valid input. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The account key: trimmed and lower-cased, then checked against the client's own pattern. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email) || hasControl(email)) {
    throw new HttpError(400, authMessages.invalidEmail);
  }
  return email;
}

/** The spec's character rules, and not among the common or breached passwords (zxcvbn). */
export function requireStrongPassword(
  password: string,
  userInputs: readonly string[] = [],
): string {
  if (!isStrongPassword(password)) throw new HttpError(400, authMessages.weakPassword);
  if (isGuessablePassword(password, userInputs)) {
    throw new HttpError(400, messages.validation.guessablePassword);
  }
  return password;
}

export function requireFullname(raw: string): string {
  const fullname = raw.trim().replace(/\s+/g, ' ');
  if (fullname === '' || hasControl(fullname)) {
    throw new HttpError(400, authMessages.invalidFullname);
  }
  return fullname;
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,18}$/;

/** An optional phone number: blank means none; otherwise digits, spaces, dashes, brackets, +. */
export function optionalPhone(raw: string | null | undefined): string | null {
  const phone = raw?.trim() ?? '';
  if (phone === '') return null;
  if (!PHONE.test(phone)) throw new HttpError(400, authMessages.invalidPhone);
  return phone;
}

/** Optional free text (the referral code): blank means none; `invalid` for control characters. */
export function optionalText(raw: string | null | undefined, invalid: string): string | null {
  const text = raw?.trim() ?? '';
  if (hasControl(text)) throw new HttpError(400, invalid);
  return text === '' ? null : text;
}

const LABELS: Readonly<Record<string, string>> = {
  email: 'email address',
  otp: 'verification code',
  fullname: 'full name',
  password: 'password',
  new_password: 'new password',
  currency: 'currency',
  referral_code: 'referral code',
  phone_number: 'phone number',
  to: 'recipient address',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return missing;
  return error.instancePath.split('/')[1] ?? '';
}

function sentenceFor(error: FastifySchemaValidationError, where: string): string {
  const field = fieldOf(error);
  if (field === '') return `The request ${where} must be a JSON object.`;
  const label = LABELS[field] ?? field;
  if (field === 'currency') return 'The currency must be USD or INR.';
  if (error.keyword === 'required') return `Please provide your ${label}.`;
  if (field === 'email') return authMessages.invalidEmail;
  if (error.keyword === 'maxLength') {
    return `The ${label} is too long (at most ${String(error.params.limit)} characters).`;
  }
  if (error.keyword === 'minLength') return `The ${label} is too short.`;
  if (error.keyword === 'type' || error.keyword === 'anyOf') return `The ${label} must be text.`;
  return `The ${label} is not valid.`;
}

/**
 * Turns a schema failure into one clear sentence (Fastify adds statusCode 400 and the
 * validation details; the error handler answers `{ message, detail }`).
 */
export function clearSchemaError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const where = dataVar === 'querystring' ? 'query' : dataVar;
  return new Error(first === undefined ? 'Invalid request' : sentenceFor(first, where));
}
