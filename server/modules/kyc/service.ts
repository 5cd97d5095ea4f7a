import type { KycStatus } from '../../../src/contracts/kyc.ts';
import {
  aadhaarError,
  accountNumberError,
  comparableName,
  dateOfBirthError,
  digitsOnly,
  ifscError,
  indianDate,
  maskPan,
  normalizeIfsc,
  normalizePan,
  panError,
} from '../../../src/domain/kyc/rules.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { hmac } from '../auth/crypto.ts';
import { RateLimitedError } from '../auth/errors.ts';
import { enforceLimits, RateLimiter } from '../auth/limiter.ts';
import type { UserRow } from '../auth/users.ts';
import { kycLimits, kycLimitTexts } from './limits.ts';
import { kycMessages } from './messages.ts';
import { type KycProvider, KycProviderError } from './provider.ts';
import { findKycRecord, hashTakenByAnother, toKycStatus, updateKycRecord } from './store.ts';

export interface KycServiceDeps {
  db: Db;
  clock: Clock;
  provider: KycProvider;
  /** Key of the Aadhaar, PAN and account hashes (never stored beside them). */
  hashKey: Uint8Array;
}

function invalid(error: string | null): void {
  if (error !== null) throw new HttpError(400, error);
}

/** A provider's refusal as the API's error (with Retry-After for a 429). */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof KycProviderError)) return error;
  if (error.retryAfterS !== undefined)
    return new RateLimitedError(error.message, error.retryAfterS);
  return new HttpError(error.statusCode, error.message);
}

/** PostgreSQL's unique_violation: another account verified the same document at the same moment. */
async function unlessTaken(write: Promise<void>, message: string): Promise<void> {
  try {
    await write;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw new HttpError(409, message);
    throw error;
  }
}

async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asHttpError(error);
  }
}

/**
 * Told once a step has made a trader's KYC verified (e.g. the referral reward). Awaited before
 * the step answers; a listener handles its own failures, since the verification stands anyway.
 */
export type KycVerifiedListener = (userId: string) => Promise<void>;

/** The KYC steps: format rules, then the provider, then the account rules of the terms. */
export function kycService({ db, clock, provider, hashKey }: KycServiceDeps) {
  const keyed = (kind: string, value: string) => hmac(hashKey, `${kind}:${value}`);
  const now = () => new Date(clock.now());
  const limiter = new RateLimiter(clock);
  const limit = (
    key: string,
    rule: (typeof kycLimits)[keyof typeof kycLimits],
    text: (wait: string) => string,
  ) => enforceLimits(limiter, [[key, rule]], text);
  const status = async (userId: string): Promise<KycStatus> =>
    toKycStatus(await findKycRecord(db, userId));
  const verifiedListeners: KycVerifiedListener[] = [];
  /** The status after a step, telling the listeners when that step made the KYC verified. */
  const statusAfterStep = async (userId: string): Promise<KycStatus> => {
    const after = await status(userId);
    if (after.status === 'verified') {
      for (const listener of verifiedListeners) await listener(userId);
    }
    return after;
  };

  return {
    status,

    onVerified(listener: KycVerifiedListener): void {
      verifiedListeners.push(listener);
    },

    async sendAadhaarOtp(user: UserRow, rawNumber: string): Promise<string> {
      invalid(aadhaarError(rawNumber));
      const number = digitsOnly(rawNumber);
      const record = await findKycRecord(db, user.id);
      if (record?.aadhaar_state === 'verified')
        throw new HttpError(409, kycMessages.aadhaarAlreadyVerified);
      const aadhaarHash = keyed('aadhaar', number);
      if (await hashTakenByAnother(db, 'aadhaar_hash', aadhaarHash, user.id)) {
        throw new HttpError(409, kycMessages.aadhaarTaken);
      }
      limit(`otp:${user.id}`, kycLimits.otpSendsPerUser, kycLimitTexts.otpSends);
      const { referenceId } = await viaProvider(() =>
        provider.sendAadhaarOtp({
          userId: user.id,
          email: user.email,
          aadhaarNumber: number,
          aadhaarHash,
        }),
      );
      await updateKycRecord(db, user.id, { aadhaar_state: 'otp_sent' }, now());
      return referenceId;
    },

    async verifyAadhaarOtp(user: UserRow, referenceId: string, otp: string, rawNumber: string) {
      invalid(aadhaarError(rawNumber));
      if (!/^[0-9]{6}$/.test(otp)) throw new HttpError(400, kycMessages.otpFormat);
      const number = digitsOnly(rawNumber);
      const aadhaarHash = keyed('aadhaar', number);
      await viaProvider(() =>
        provider.verifyAadhaarOtp({ userId: user.id, referenceId, otp, aadhaarHash }),
      );
      if (await hashTakenByAnother(db, 'aadhaar_hash', aadhaarHash, user.id)) {
        throw new HttpError(409, kycMessages.aadhaarTaken);
      }
      await unlessTaken(
        updateKycRecord(
          db,
          user.id,
          {
            aadhaar_state: 'verified',
            aadhaar_last4: number.slice(-4),
            aadhaar_hash: aadhaarHash,
            aadhaar_verified_at: now(),
          },
          now(),
        ),
        kycMessages.aadhaarTaken,
      );
      return statusAfterStep(user.id);
    },

    async verifyPan(user: UserRow, request: { pan: string; name: string; dateOfBirth: string }) {
      invalid(panError(request.pan));
      const name = request.name.trim().replace(/\s+/g, ' ');
      if (name === '') throw new HttpError(400, kycMessages.nameMissing);
      const record = await findKycRecord(db, user.id);
      if (record?.aadhaar_state !== 'verified') throw new HttpError(409, kycMessages.aadhaarFirst);
      if (record.pan_state === 'verified') throw new HttpError(409, kycMessages.panAlreadyVerified);
      const pan = normalizePan(request.pan);
      const refuse = async (message: string, statusCode: number) => {
        await updateKycRecord(db, user.id, { pan_state: 'failed', pan_failure: message }, now());
        throw new HttpError(statusCode, message);
      };
      // The terms: individuals of 18 or more. A refused PAN makes the KYC status rejected.
      const ageProblem = dateOfBirthError(request.dateOfBirth, indianDate(clock.now()));
      if (ageProblem === kycMessages.underAge) await refuse(ageProblem, 422);
      invalid(ageProblem);
      limit(`pan:${user.id}`, kycLimits.panChecksPerUser, kycLimitTexts.panChecks);
      const panHash = keyed('pan', pan);
      if (await hashTakenByAnother(db, 'pan_hash', panHash, user.id)) {
        throw new HttpError(409, kycMessages.panTaken);
      }
      let registeredName: string;
      try {
        ({ registeredName } = await provider.verifyPan({
          pan,
          nameAsPerPan: name,
          dateOfBirth: request.dateOfBirth,
        }));
      } catch (error) {
        if (error instanceof KycProviderError && error.statusCode === 422) {
          await refuse(error.message, 422);
        }
        throw asHttpError(error);
      }
      if (comparableName(registeredName) !== comparableName(user.fullname)) {
        await refuse(kycMessages.panNameMismatch, 422);
      }
      await unlessTaken(
        updateKycRecord(
          db,
          user.id,
          {
            pan_state: 'verified',
            pan_masked: maskPan(pan),
            pan_hash: panHash,
            pan_name: registeredName,
            pan_failure: null,
            pan_verified_at: now(),
          },
          now(),
        ),
        kycMessages.panTaken,
      );
      return statusAfterStep(user.id);
    },

    async verifyBankAccount(user: UserRow, rawIfsc: string, rawAccount: string) {
      invalid(ifscError(rawIfsc));
      invalid(accountNumberError(rawAccount));
      const record = await findKycRecord(db, user.id);
      if (toKycStatus(record).status !== 'verified') throw new HttpError(409, kycMessages.kycFirst);
      limit(`bank:${user.id}`, kycLimits.bankChecksPerUser, kycLimitTexts.bankChecks);
      const ifsc = normalizeIfsc(rawIfsc);
      const accountNumber = rawAccount.trim();
      // One account serves one trader: checked before the provider, and by a unique index after.
      const hash = keyed('account', `${ifsc}:${accountNumber}`);
      if (await hashTakenByAnother(db, 'bank_account_hash', hash, user.id)) {
        throw new HttpError(409, kycMessages.bankTaken);
      }
      try {
        await provider.verifyBankAccount({
          ifsc,
          accountNumber,
          holderName: record?.pan_name ?? user.fullname,
        });
      } catch (error) {
        if (error instanceof KycProviderError && error.statusCode === 422) {
          await updateKycRecord(
            db,
            user.id,
            { bank_state: 'failed', bank_failure: error.message },
            now(),
          );
        }
        throw asHttpError(error);
      }
      const accountHash = keyed('account', `${ifsc}:${accountNumber}`);
      // A replaced verified account starts the withdrawals' cool-off (the funds module holds them).
      const changed =
        record?.bank_state === 'verified' &&
        record.bank_account_hash !== null &&
        record.bank_account_hash !== accountHash;
      await unlessTaken(
        updateKycRecord(
          db,
          user.id,
          {
            bank_state: 'verified',
            bank_ifsc: ifsc,
            bank_account_last4: accountNumber.slice(-4),
            bank_account_hash: accountHash,
            bank_failure: null,
            bank_verified_at: now(),
            ...(changed ? { bank_changed_at: now() } : {}),
          },
          now(),
        ),
        kycMessages.bankTaken,
      );
      return { status: await status(user.id), changed };
    },
  };
}

export type KycService = ReturnType<typeof kycService>;
