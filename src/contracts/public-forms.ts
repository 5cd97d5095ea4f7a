/**
 * The public site's forms (contact message, API waitlist, newsletter): paths, field limits and the
 * one validator both the web app and the server run, so both show the same clear messages.
 * No schema library here: the landing page's footer imports this, and it must stay small.
 */

import { isValidEmail } from '../domain/validation/email-pattern.ts';

export const publicPaths = {
  contact: '/api/v1/public/contact',
  waitlist: '/api/v1/public/waitlist',
  newsletter: '/api/v1/public/newsletter',
} as const;

/** A message left in the help chat: with the account of a signed-in trader, else with an email. */
export const supportMessagePath = '/public/support-message';

export interface SupportMessageRequest {
  /** A guest's email to reply to; a signed-in trader's account email is used instead. */
  readonly email?: string;
  readonly message: string;
}

export type PublicFormKind = keyof typeof publicPaths;

export const publicFieldLimits = {
  fullName: { min: 2, max: 120 },
  email: { min: 3, max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 4000 },
} as const;

export interface ContactRequest {
  readonly fullName: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export interface EmailSignupRequest {
  readonly email: string;
}

export interface PublicFormRequests {
  contact: ContactRequest;
  waitlist: EmailSignupRequest;
  newsletter: EmailSignupRequest;
}

/** `created` the first time, `existing` when the same submission was already stored. */
export interface PublicFormResponse {
  readonly status: 'created' | 'existing';
  readonly message: string;
}

export type FieldErrors = Readonly<Partial<Record<keyof ContactRequest, string>>>;

export const publicFormMessages = {
  invalidEmail: 'Please enter a valid email address.',
  fullName: `Please enter your full name (${publicFieldLimits.fullName.min} to ${publicFieldLimits.fullName.max} characters).`,
  subject: `Please enter a subject (${publicFieldLimits.subject.min} to ${publicFieldLimits.subject.max} characters).`,
  message: `Please write a message of ${publicFieldLimits.message.min} to ${publicFieldLimits.message.max} characters.`,
  tooManyRequests: 'Too many submissions from your network. Please wait a minute and try again.',
  contactCreated: 'Thank you, your message has been sent. We reply within 12 hours.',
  contactExisting: 'We already have this message. We reply within 12 hours.',
  waitlistCreated: "You're on the waitlist. We'll email you when the API opens.",
  waitlistExisting: "You're already on the waitlist. We'll email you when the API opens.",
  newsletterCreated: 'Subscribed. The next newsletter will reach your inbox.',
  newsletterExisting: 'You are already subscribed. Thank you for reading.',
  supportCreated: 'Thank you, your message is with our support team. We reply within 12 hours.',
  supportExisting: 'We already have this message. We reply within 12 hours.',
} as const;

const lengthBetween = (value: string, limits: { min: number; max: number }) => {
  const length = value.trim().length;
  return length >= limits.min && length <= limits.max;
};

export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  return lengthBetween(trimmed, publicFieldLimits.email) && isValidEmail(trimmed)
    ? undefined
    : publicFormMessages.invalidEmail;
}

/** Field errors of a submission; an empty object means it is valid. */
export function validatePublicForm<K extends PublicFormKind>(
  kind: K,
  values: PublicFormRequests[K],
): FieldErrors {
  const errors: Partial<Record<keyof ContactRequest, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (kind === 'contact') {
    const contact = values as ContactRequest;
    if (!lengthBetween(contact.fullName, publicFieldLimits.fullName)) {
      errors.fullName = publicFormMessages.fullName;
    }
    if (!lengthBetween(contact.subject, publicFieldLimits.subject)) {
      errors.subject = publicFormMessages.subject;
    }
    if (!lengthBetween(contact.message, publicFieldLimits.message)) {
      errors.message = publicFormMessages.message;
    }
  }
  return errors;
}

/** The submission as it is stored: trimmed text, lower-case email. */
export function normalisePublicForm<K extends PublicFormKind>(
  kind: K,
  values: PublicFormRequests[K],
): PublicFormRequests[K] {
  const email = values.email.trim().toLowerCase();
  if (kind !== 'contact') return { email } as PublicFormRequests[K];
  const contact = values as ContactRequest;
  return {
    fullName: contact.fullName.trim(),
    email,
    subject: contact.subject.trim(),
    message: contact.message.trim(),
  } as PublicFormRequests[K];
}

/** The problem with a help-chat message, or undefined; a guest (`signedIn` false) needs an email. */
export function supportMessageError(
  request: SupportMessageRequest,
  signedIn: boolean,
): string | undefined {
  if (!signedIn) {
    const email = emailError(request.email ?? '');
    if (email) return email;
  }
  return lengthBetween(request.message, publicFieldLimits.message)
    ? undefined
    : publicFormMessages.message;
}
