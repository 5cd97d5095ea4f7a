/**
 * Checks that one module asks of another without importing it: the funds module asks them before
 * a withdrawal; the auth module (two-factor) and the KYC module fill them in when they register.
 * Without the KYC module nobody may withdraw.
 */
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
}

export type WithdrawalEligibility =
  | { readonly ok: true; readonly bank: BankAccountSummary }
  | { readonly ok: false; readonly missing: readonly ('kyc' | 'bank')[] };

export type WithdrawalEligibilityCheck = (userId: string) => Promise<WithdrawalEligibility>;

export interface Gates {
  secondFactor: SecondFactorCheck;
  withdrawalEligibility: WithdrawalEligibilityCheck;
}

export function defaultGates(): Gates {
  return {
    // Without the two-factor module no trader has a second factor to ask for.
    secondFactor: async () => 'ok',
    withdrawalEligibility: async () => ({ ok: false, missing: ['kyc', 'bank'] }),
  };
}
