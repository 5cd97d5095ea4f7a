import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { authPaths } from '../../../src/contracts/auth-paths.ts';
import {
  ChangeEmailConfirmRequest,
  ChangeEmailRequest,
  ChangeEmailStarted,
  EmailChanged,
} from '../../../src/contracts/email-change.ts';
import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import { clientKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';
import { generateOtp, hmac, sameDigest } from './crypto.ts';
import { RateLimitedError } from './errors.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits, otpRules } from './limits.ts';
import { authMessages } from './messages.ts';
import { storedSecret } from './secrets.ts';
import { keyEncryptionKey } from './secrets-key.ts';
import type { AuthServices } from './services.ts';
import { steppedUpUser } from './stepped-up.ts';
import { findUserByEmail } from './users.ts';
import { normalizeEmail } from './validation.ts';

export const emailChangeMessages = {
  sameEmail: 'That is already the email of your account.',
  /** Says no more than sign-up's own answer (an account exists), and nothing about whose. */
  taken: 'Another account already uses this email. Please choose a different one.',
  codeSent: (email: string) =>
    `We sent a code to ${email}. Enter it within 10 minutes to change your email.`,
  changed: (email: string) =>
    `Your email is now ${email}. We have told your previous address about the change.`,
} as const;

function emailChangeCodeMail(to: string, code: string): MailMessage {
  return signedMail(to, 'Confirm your new Derivo email', [
    'Use this code to make this address the email of your Derivo account:',
    '',
    `    ${code}`,
    '',
    'It is valid for 10 minutes and can be used once.',
    'If you did not ask for it, you can ignore this email: nothing changes without the code.',
  ]);
}

/** To the old address: the account's email changed, so an owner who did not do it can act. */
function emailChangedMail(to: string, change: { newEmail: string; at: Date }): MailMessage {
  const at = change.newEmail.lastIndexOf('@');
  const masked = at <= 0 ? '***' : `${change.newEmail[0]}***${change.newEmail.slice(at)}`;
  return signedMail(to, 'The email of your Derivo account was changed', [
    'The email of your Derivo account was changed from this address.',
    '',
    `    New email: ${masked}`,
    `    When: ${indiaTimeText(change.at)}`,
    '',
    'From now on you sign in with the new email, and our mails go there.',
    'If this was not you, write to support@derivo.example at once: your account may be in',
    "someone else's hands.",
  ]);
}

type Outcome =
  | { kind: 'changed'; newEmail: string }
  | { kind: 'wrong'; left: number }
  | { kind: 'exhausted' }
  | { kind: 'expired' }
  | { kind: 'taken' };

const isUniqueViolation = (err: unknown) => (err as { code?: unknown }).code === '23505';

/**
 * Changing the account's email (issue 24), in two steps:
 * - POST /auth/change-email {newEmail}, behind a step-up (403 without it): refused when another
 *   account has that email (in the words sign-up would use); otherwise six digits are mailed to the
 *   new address, 10 minutes, five tries, one resend per 30 s, like the other emailed codes;
 * - POST /auth/change-email/confirm {code}: with the right code the email changes, the old address
 *   is mailed that it did, and an `email.changed` security event is logged.
 * A pending change is one row per trader (a new request replaces it); the code is kept as an HMAC
 * bound to the trader and the new address under a key sealed by SECRETS_KEY.
 */
export async function emailChangeRoutes(app: FastifyInstance, services: AuthServices) {
  const key = await storedSecret(app.db, 'email_change_hmac', keyEncryptionKey(app.config));
  const digest = (userId: string, email: string, code: string) =>
    hmac(key, `email-change|${userId}|${email}|${code}`);
  const { limiter } = services;

  app.post<{ Body: ChangeEmailRequest; Reply: ChangeEmailStarted }>(
    authPaths.changeEmail,
    { schema: routeSchema({ 200: ChangeEmailStarted }, { body: ChangeEmailRequest }) },
    async (request) => {
      const user = await steppedUpUser(app, services, request);
      const newEmail = normalizeEmail(request.body.newEmail);
      if (newEmail === user.email) throw new HttpError(400, emailChangeMessages.sameEmail);
      const now = app.clock.now();
      const pending = await app.db
        .selectFrom('email_change')
        .select('created_at')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (pending !== undefined) {
        const waitMs = pending.created_at.getTime() + otpRules.resendCooldownMs - now;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new RateLimitedError(authMessages.resendTooSoon(seconds), seconds);
        }
      }
      enforceLimits(
        limiter,
        [
          [`email-change:account:${user.id}`, authLimits.otpSendsPerSource],
          [`otp-send:ip:${clientKey(request.ip)}`, authLimits.otpSendsPerIp],
        ],
        authMessages.tooManyOtpSends,
      );
      if ((await findUserByEmail(app.db, newEmail)) !== undefined) {
        securityEvent(request.log, 'email.change-refused', { userId: user.id, reason: 'taken' });
        throw new HttpError(409, emailChangeMessages.taken);
      }
      const code = generateOtp();
      const values = {
        new_email: newEmail,
        code_hash: digest(user.id, newEmail, code),
        wrong_tries: 0,
        created_at: new Date(now),
        expires_at: new Date(now + otpRules.ttlMs),
      };
      await app.db
        .insertInto('email_change')
        .values({ user_id: user.id, ...values })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
        .execute();
      try {
        await app.mailer.send(emailChangeCodeMail(newEmail, code));
      } catch (err) {
        request.log.error({ err }, 'Sending the email-change code failed');
        throw new HttpError(502, 'We could not send the email. Please try again later.');
      }
      securityEvent(request.log, 'email.change-started', { userId: user.id, email: newEmail });
      return {
        message: emailChangeMessages.codeSent(newEmail),
        newEmail,
        expiresIn: Math.round(otpRules.ttlMs / 1000),
      };
    },
  );

  app.post<{ Body: ChangeEmailConfirmRequest; Reply: EmailChanged }>(
    authPaths.changeEmailConfirm,
    { schema: routeSchema({ 200: EmailChanged }, { body: ChangeEmailConfirmRequest }) },
    async (request) => {
      const user = await services.authenticate(request);
      enforceLimits(
        limiter,
        [[`otp-check:ip:${clientKey(request.ip)}`, authLimits.otpChecksPerIp]],
        authMessages.tooManyOtpChecks,
      );
      const code = request.body.code.trim();
      // Decided inside the transaction (the row locked, so concurrent guesses queue up) and thrown
      // outside it, so a counted wrong try is committed.
      let outcome: Outcome;
      try {
        outcome = await app.db.transaction().execute(async (trx): Promise<Outcome> => {
          const now = new Date(app.clock.now());
          const row = await trx
            .selectFrom('email_change')
            .selectAll()
            .where('user_id', '=', user.id)
            .forUpdate()
            .executeTakeFirst();
          if (row === undefined || row.expires_at.getTime() <= now.getTime()) {
            return { kind: 'expired' };
          }
          if (row.wrong_tries >= otpRules.maxWrongTries) return { kind: 'exhausted' };
          if (!sameDigest(row.code_hash, digest(user.id, row.new_email, code))) {
            const counted = await trx
              .updateTable('email_change')
              .set({ wrong_tries: sql<number>`wrong_tries + 1` })
              .where('user_id', '=', user.id)
              .returning('wrong_tries')
              .executeTakeFirstOrThrow();
            const left = otpRules.maxWrongTries - counted.wrong_tries;
            return left <= 0 ? { kind: 'exhausted' } : { kind: 'wrong', left };
          }
          await trx.deleteFrom('email_change').where('user_id', '=', user.id).execute();
          const taken = await findUserByEmail(trx, row.new_email);
          if (taken !== undefined) return { kind: 'taken' };
          await trx
            .updateTable('app_user')
            .set({ email: row.new_email, email_verified_at: now, updated_at: now })
            .where('id', '=', user.id)
            .execute();
          return { kind: 'changed', newEmail: row.new_email };
        });
      } catch (err) {
        // Someone signed up with the address between the check and the update.
        if (!isUniqueViolation(err)) throw err;
        outcome = { kind: 'taken' };
      }
      switch (outcome.kind) {
        case 'wrong':
          securityEvent(request.log, 'email.wrong-code', { userId: user.id });
          throw new HttpError(400, authMessages.otpWrong(outcome.left));
        case 'exhausted':
          securityEvent(request.log, 'email.wrong-code', { userId: user.id, exhausted: true });
          throw new HttpError(429, authMessages.otpTooManyTries);
        case 'expired':
          throw new HttpError(400, authMessages.otpExpired);
        case 'taken':
          throw new HttpError(409, emailChangeMessages.taken);
        case 'changed':
          break;
      }
      const at = new Date(app.clock.now());
      securityEvent(request.log, 'email.changed', {
        userId: user.id,
        ip: clientKey(request.ip),
      });
      app.mailer
        .send(emailChangedMail(user.email, { newEmail: outcome.newEmail, at }))
        .catch((err: unknown) =>
          request.log.error({ err }, 'Sending the email-changed notice failed'),
        );
      return { message: emailChangeMessages.changed(outcome.newEmail), email: outcome.newEmail };
    },
  );
}
