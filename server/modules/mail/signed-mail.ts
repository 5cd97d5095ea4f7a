import type { MailMessage } from './mailer.ts';

/** A plain-text mail whose lines end with a blank line and the "Derivo" signature. */
export function signedMail(to: string, subject: string, lines: readonly string[]): MailMessage {
  return { to, subject, text: [...lines, '', 'Derivo'].join('\n') };
}
