import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import type { OtpPurpose } from '../../db/auth-tables.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';

/** The OTP mail: the code on a line of its own, so people and tests find it easily. */
export function otpMail(to: string, code: string, purpose: OtpPurpose): MailMessage {
  const action = purpose === 'signup' ? 'verify your email address' : 'reset your password';
  return signedMail(
    to,
    purpose === 'signup' ? 'Your Derivo verification code' : 'Your Derivo password reset code',
    [
      `Use this code to ${action}:`,
      '',
      `    ${code}`,
      '',
      'It is valid for 10 minutes and can be used once.',
      'If you did not ask for it, you can ignore this email.',
    ],
  );
}

/** The notice that the account's password was changed, so an owner who did not do it can act. */
export function passwordChangedMail(
  to: string,
  change: { at: Date; device: string; ipHint: string },
): MailMessage {
  return signedMail(to, 'Your Derivo password was changed', [
    'The password of your Derivo account was changed.',
    '',
    `    When: ${indiaTimeText(change.at)}`,
    `    From: ${change.device} (${change.ipHint})`,
    '',
    'Every other session of your account was signed out.',
    'If this was not you, reset your password at once with "Forgot password" on the login',
    'page, and turn on two-factor sign-in in Settings.',
  ]);
}
