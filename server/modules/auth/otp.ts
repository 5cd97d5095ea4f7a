import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { OtpPurpose } from '../../db/auth-tables.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { generateOtp, hmac, randomToken, sameDigest, sha256 } from './crypto.ts';
import { RateLimitedError } from './errors.ts';
import { otpRules } from './limits.ts';
import { otpMail } from './mail-texts.ts';
import { authMessages } from './messages.ts';
import {
  countWrongTry,
  latestOtp,
  markVerified,
  pendingOtpForUpdate,
  replaceOtp,
} from './otp-store.ts';

export interface OtpDeps {
  db: Db;
  clock: Clock;
  key: Uint8Array;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface OtpService {
  /**
   * Sends a new code (revoking earlier ones), or refuses within 30 s of the last one of the
   * same purpose (a sign-up code does not delay a forgot-password code). Returns the code's id.
   * Delivery:
   * - `wait`: mailed before the call returns; a failed mail is a 502 the caller sees;
   * - `background`: mailed after the call returns, a failure only logged (the trader can resend
   *   after the cooldown), so the answer takes as long whether or not a mail goes out;
   * - `none`: stored, not mailed: the forgot-password answer for an unknown email, which then
   *   behaves exactly like a known one.
   */
  send(
    email: string,
    purpose: OtpPurpose,
    options: { delivery: 'wait' | 'background' | 'none' },
  ): Promise<string>;
  /**
   * Checks the newest code of `email`; returns its purpose and a fresh single-use verification
   * token (stored as a hash, bound to the email and purpose), or throws 400/429.
   */
  verify(email: string, code: string): Promise<Verified>;
}

export interface Verified {
  purpose: OtpPurpose;
  verificationToken: string;
}

type Outcome =
  | { kind: 'verified'; purpose: OtpPurpose; verificationToken: string }
  | { kind: 'wrong'; left: number }
  | { kind: 'exhausted' }
  | { kind: 'expired' };

export function otpService({ db, clock, key, mailer, log }: OtpDeps): OtpService {
  const digest = (email: string, code: string) => hmac(key, `${email}:${code}`);

  return {
    async send(email, purpose, { delivery }) {
      const now = clock.now();
      const last = await latestOtp(db, email, purpose);
      if (last !== undefined) {
        const waitMs = last.created_at.getTime() + otpRules.resendCooldownMs - now;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new RateLimitedError(authMessages.resendTooSoon(seconds), seconds);
        }
      }
      const code = generateOtp();
      // The hash binds the code to the email, so no row's code works for another address.
      const id = await replaceOtp(db, {
        email,
        purpose,
        codeHash: digest(email, code),
        now: new Date(now),
        expiresAt: new Date(now + otpRules.ttlMs),
      });
      if (delivery === 'background') {
        mailer.send(otpMail(email, code, purpose)).catch((err: unknown) => {
          log.error({ err, purpose }, 'Sending the OTP mail failed');
        });
      } else if (delivery === 'wait') {
        try {
          await mailer.send(otpMail(email, code, purpose));
        } catch (err) {
          log.error({ err, purpose }, 'Sending the OTP mail failed');
          throw new HttpError(502, 'We could not send the email. Please try again later.');
        }
      }
      return id;
    },

    async verify(email, code) {
      // The outcome is decided inside the transaction (the row is locked, so concurrent guesses
      // queue up) and thrown outside it, so a counted wrong try is committed, not rolled back.
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
        const now = clock.now();
        const otp = await pendingOtpForUpdate(trx, email);
        if (otp === undefined || otp.expires_at.getTime() <= now) return { kind: 'expired' };
        if (otp.wrong_tries >= otpRules.maxWrongTries) return { kind: 'exhausted' };
        if (!sameDigest(otp.code_hash, digest(email, code))) {
          const left = otpRules.maxWrongTries - (await countWrongTry(trx, otp.id));
          return left <= 0 ? { kind: 'exhausted' } : { kind: 'wrong', left };
        }
        const verificationToken = randomToken(32);
        await markVerified(trx, {
          id: otp.id,
          verifiedAt: otp.verified_at,
          tokenHash: sha256(verificationToken),
          now: new Date(now),
        });
        return { kind: 'verified', purpose: otp.purpose, verificationToken };
      });
      switch (outcome.kind) {
        case 'verified':
          return { purpose: outcome.purpose, verificationToken: outcome.verificationToken };
        case 'wrong':
          throw new HttpError(400, authMessages.otpWrong(outcome.left));
        case 'exhausted':
          throw new HttpError(429, authMessages.otpTooManyTries);
        case 'expired':
          throw new HttpError(400, authMessages.otpExpired);
      }
    },
  };
}
