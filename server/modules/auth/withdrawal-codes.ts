import type { FastifyBaseLogger } from 'fastify';
import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import type { Db } from '../../db/index.ts';
import type { WithdrawalCodes } from '../../gates.ts';
import { securityEvent } from '../../security/security-events.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';
import { generateOtp, hmac, sameDigest } from './crypto.ts';
import type { SignInLockout } from './lockout.ts';
import type { TwoFactor } from './two-factor.ts';
import { findUserById } from './users.ts';

export interface WithdrawalCodeDeps {
  db: Db;
  mailer: Mailer;
  twoFactor: TwoFactor;
  lockout: SignInLockout;
  key: Uint8Array;
  now: () => Date;
  log: FastifyBaseLogger;
}

function withdrawalCodeMail(to: string, code: string, expiresAt: Date): MailMessage {
  return signedMail(to, 'Confirm your Derivo withdrawal', [
    'Use this code to confirm your withdrawal:',
    '',
    `    ${code}`,
    '',
    `It is valid until ${indiaTimeText(expiresAt)} and can be used once. Until it is entered the`,
    'money stays in your account, and it is released back to your balance if it is not.',
    'If you did not ask to withdraw, do not share this code: change your password at once.',
  ]);
}

/**
 * The withdrawal confirmation codes: the authenticator's with two-factor on, otherwise six digits
 * mailed to the owner (kept as an HMAC bound to the withdrawal). Every code tried counts on the
 * account's lockout like a password, one source of its own for withdrawals.
 */
export function withdrawalCodes(deps: WithdrawalCodeDeps): WithdrawalCodes {
  const { db, twoFactor, lockout, key } = deps;
  const digest = (ref: string, code: string) => hmac(key, `withdrawal|${ref}|${code}`);
  const method = async (userId: string) =>
    (await twoFactor.isEnabled(userId)) ? ('totp' as const) : ('email' as const);
  return {
    method,
    async issue(userId, ref, expiresAt) {
      const how = await method(userId);
      if (how === 'totp') return how;
      const user = await findUserById(db, userId);
      if (user === undefined) throw new Error('a withdrawal of an unknown user');
      const code = generateOtp();
      await db
        .insertInto('withdrawal_code')
        .values({ ref, user_id: userId, code_hash: digest(ref, code), expires_at: expiresAt })
        .onConflict((c) => c.column('ref').doNothing())
        .execute();
      await deps.mailer.send(withdrawalCodeMail(user.email, code, expiresAt));
      return how;
    },
    async check(userId, ref, code) {
      const user = await findUserById(db, userId);
      if (user === undefined) return false;
      const source = { email: user.email, ip: `withdrawal:${user.id}`, device: undefined };
      lockout.admit(source);
      let ok: boolean;
      if (await twoFactor.isEnabled(userId)) {
        ok = await twoFactor.verify(userId, code.trim());
      } else {
        const row = await db
          .selectFrom('withdrawal_code')
          .select(['code_hash', 'expires_at'])
          .where('ref', '=', ref)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        ok =
          row !== undefined &&
          row.expires_at.getTime() > deps.now().getTime() &&
          sameDigest(row.code_hash, digest(ref, code.trim()));
        if (ok) await db.deleteFrom('withdrawal_code').where('ref', '=', ref).execute();
      }
      if (ok) lockout.succeeded(source);
      else securityEvent(deps.log, 'withdrawal.wrong-code', { userId });
      return ok;
    },
  };
}
