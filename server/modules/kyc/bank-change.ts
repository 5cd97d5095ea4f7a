import type { FastifyInstance } from 'fastify';
import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import { securityEvent } from '../../security/security-events.ts';
import type { UserRow } from '../auth/users.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';

function bankChangedMail(to: string, masked: string, until: Date): MailMessage {
  return signedMail(to, 'Your Derivo payout bank account was changed', [
    `The bank account your withdrawals are paid to was changed to ${masked}.`,
    '',
    `For your safety, withdrawals are held until ${indiaTimeText(until)}.`,
    '',
    'If this was not you, change your password at once, sign out every other session in',
    'Settings, and contact support: nothing can be withdrawn before that time.',
  ]);
}

/**
 * After the payout account was replaced: the owner is mailed and told on the fund stream when
 * withdrawals may start again, and a security event is logged. Returns that time.
 */
export async function bankChanged(
  app: FastifyInstance,
  user: UserRow,
  masked: string,
): Promise<Date> {
  const until = new Date(app.clock.now() + app.config.funds.bankChangeCoolOffS * 1000);
  securityEvent(app.log, 'bank.changed', { userId: user.id, heldUntil: until.toISOString() });
  await app.mailer.send(bankChangedMail(user.email, masked, until)).catch((err: unknown) => {
    app.log.error({ err }, 'Sending the bank-change notice failed');
  });
  app.funds.notify(
    user.id,
    `Your payout bank account was changed to ${masked}; withdrawals are held until ${indiaTimeText(until)}`,
    until,
  );
  return until;
}
