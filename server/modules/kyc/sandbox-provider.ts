import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { generateOtp, hmac, sameDigest } from '../auth/crypto.ts';
import { otpRules } from '../auth/limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';
import { kycMessages } from './messages.ts';
import { type KycProvider, KycProviderError } from './provider.ts';
import { sandboxTexts, sandboxValues } from './sandbox-values.ts';

/** The rules of the email codes: 10 minutes, 5 wrong tries, 30 s between codes. */
export const aadhaarOtpRules = {
  ttlMs: otpRules.ttlMs,
  maxWrongTries: otpRules.maxWrongTries,
  resendCooldownMs: otpRules.resendCooldownMs,
} as const;

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** HMAC key of the OTP hashes. */
  key: Uint8Array;
  log: FastifyBaseLogger;
}

function aadhaarOtpMail(to: string, code: string, last4: string) {
  return signedMail(to, 'Your Derivo Aadhaar verification code', [
    `Use this code to verify the Aadhaar number ending in ${last4}:`,
    '',
    `    ${code}`,
    '',
    'It is valid for 10 minutes and can be used once.',
    'Sandbox: a real KYC provider sends this code by SMS to the mobile linked to your Aadhaar.',
  ]);
}

/**
 * The embedded KYC provider for development and tests. Strict: format rules are checked before
 * it is called; it sends real OTPs (by email, to the dev mailbox) that expire, are single use and
 * die after 5 wrong tries; the documented sandbox values get a vendor's refusal.
 */
export function sandboxProvider({ db, clock, mailer, key, log }: SandboxDeps): KycProvider {
  const digest = (referenceId: string, code: string) => hmac(key, `${referenceId}:${code}`);

  return {
    name: 'sandbox',

    async sendAadhaarOtp({ userId, email, aadhaarNumber, aadhaarHash }) {
      const now = clock.now();
      const last = await db
        .selectFrom('kyc_aadhaar_otp')
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const waitMs =
        last === undefined ? 0 : last.created_at.getTime() + aadhaarOtpRules.resendCooldownMs - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new KycProviderError(
          429,
          'OTP_RATE_LIMITED',
          kycMessages.resendTooSoon(seconds),
          seconds,
        );
      }
      const referenceId = randomUUID();
      const code = generateOtp();
      await db.transaction().execute(async (trx) => {
        // A new code replaces the trader's earlier ones.
        await trx
          .updateTable('kyc_aadhaar_otp')
          .set({ used_at: new Date(now) })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('kyc_aadhaar_otp')
          .values({
            reference_id: referenceId,
            user_id: userId,
            aadhaar_hash: aadhaarHash,
            code_hash: digest(referenceId, code),
            created_at: new Date(now),
            expires_at: new Date(now + aadhaarOtpRules.ttlMs),
          })
          .execute();
      });
      try {
        await mailer.send(aadhaarOtpMail(email, code, aadhaarNumber.slice(-4)));
      } catch (err) {
        log.error({ err }, 'Sending the Aadhaar OTP mail failed');
        throw new KycProviderError(
          502,
          'OTP_NOT_SENT',
          'We could not send the code. Please try again later.',
        );
      }
      return { referenceId };
    },

    async verifyAadhaarOtp({ userId, referenceId, otp, aadhaarHash }) {
      // Decided inside the transaction (row locked), thrown outside it so a wrong try is kept.
      const failure = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const row = await trx
          .selectFrom('kyc_aadhaar_otp')
          .selectAll()
          .where('reference_id', '=', referenceId)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (row === undefined || row.used_at !== null || row.expires_at.getTime() <= now) {
          return new KycProviderError(400, 'OTP_EXPIRED', kycMessages.otpExpired);
        }
        if (row.wrong_tries >= aadhaarOtpRules.maxWrongTries) {
          return new KycProviderError(429, 'OTP_ATTEMPTS_EXCEEDED', kycMessages.otpTooManyTries);
        }
        if (!sameDigest(row.aadhaar_hash, aadhaarHash)) {
          return new KycProviderError(400, 'AADHAAR_MISMATCH', kycMessages.otpForAnotherNumber);
        }
        if (!sameDigest(row.code_hash, digest(referenceId, otp))) {
          const { wrong_tries } = await trx
            .updateTable('kyc_aadhaar_otp')
            .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
            .where('reference_id', '=', referenceId)
            .returning('wrong_tries')
            .executeTakeFirstOrThrow();
          const left = aadhaarOtpRules.maxWrongTries - wrong_tries;
          return left <= 0
            ? new KycProviderError(429, 'OTP_ATTEMPTS_EXCEEDED', kycMessages.otpTooManyTries)
            : new KycProviderError(400, 'OTP_INVALID', kycMessages.otpWrong(left));
        }
        await trx
          .updateTable('kyc_aadhaar_otp')
          .set({ used_at: new Date(now) })
          .where('reference_id', '=', referenceId)
          .execute();
        return null;
      });
      if (failure !== null) throw failure;
    },

    async verifyPan({ pan, nameAsPerPan }) {
      if (pan === sandboxValues.nonExistentPan) {
        throw new KycProviderError(422, 'PAN_NOT_FOUND', sandboxTexts.panNotFound);
      }
      // The sandbox registry holds every other well-formed PAN under the name it is given.
      return { registeredName: nameAsPerPan };
    },

    async verifyBankAccount({ accountNumber, holderName }) {
      if (accountNumber === sandboxValues.closedAccountNumber) {
        throw new KycProviderError(422, 'ACCOUNT_CLOSED', sandboxTexts.accountClosed);
      }
      return { holderName };
    },
  };
}
