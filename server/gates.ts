/**
 * Checks that one module asks of another without importing it: the funds module asks them before
 * a withdrawal; the auth module (two-factor) and the KYC module fill them in when they register.
 * Without the KYC module nobody may withdraw.
 */
import type { FastifyRequest } from 'fastify';

export type SecondFactorResult = 'ok' | 'required' | 'invalid';

/** 'ok' when the trader has no second factor, or `code` is a valid TOTP or recovery code. */
export type SecondFactorCheck = (
  userId: string,
  code: string | undefined,
) => Promise<SecondFactorResult>;

export interface BankAccountSummary {
  readonly ifsc: string;
  /** The last four digits only: the full number is never handed to another module. */
  readonly accountLast4: string;
  /** When a verified account was replaced by this one (withdrawals cool off after), or null. */
  readonly changedAt?: Date | null;
}

export type WithdrawalEligibility =
  | { readonly ok: true; readonly bank: BankAccountSummary }
  | { readonly ok: false; readonly missing: readonly ('kyc' | 'bank')[] };

export type WithdrawalEligibilityCheck = (userId: string) => Promise<WithdrawalEligibility>;

/** How a withdrawal is confirmed, and the check of its code (auth module: codes and lockout). */
export interface WithdrawalCodes {
  /** 'totp' with two-factor on; otherwise 'email', and a code for `ref` is mailed to the owner. */
  issue(userId: string, ref: string, expiresAt: Date): Promise<'totp' | 'email'>;
  /** Whether `code` confirms `ref`; every wrong code counts on the account's lockout (429 at it). */
  check(userId: string, ref: string, code: string): Promise<boolean>;
  /** The method a withdrawal of `userId` would use now. */
  method(userId: string): Promise<'totp' | 'email'>;
}

/**
 * Refuses (403, saying to confirm the password) a sensitive call of `userId` without a valid
 * X-Step-Up token of the request's own session.
 */
export type StepUpCheck = (request: FastifyRequest, userId: string) => Promise<void>;

export interface Gates {
  secondFactor: SecondFactorCheck;
  withdrawalEligibility: WithdrawalEligibilityCheck;
  withdrawalCodes: WithdrawalCodes;
  stepUp: StepUpCheck;
}

const noCodes = async (): Promise<never> => {
  throw new Error('withdrawal codes need the auth module');
};

export function defaultGates(): Gates {
  return {
    // Without the two-factor module no trader has a second factor to ask for.
    secondFactor: async () => 'ok',
    withdrawalEligibility: async () => ({ ok: false, missing: ['kyc', 'bank'] }),
    withdrawalCodes: { issue: noCodes, check: noCodes, method: noCodes },
    stepUp: noCodes,
  };
}
