/**
 * What a KYC vendor does for the exchange (Setu, Digio and Cashfree offer the same four calls).
 * The sandbox provider is the embedded default; a real vendor implements this interface and is
 * picked in `providers.ts`. Format rules are checked before a provider is asked, so a provider
 * only sees well-formed input; policy (name match, one account per document) stays outside it.
 */
export interface KycProvider {
  readonly name: string;
  /** Sends an OTP to the holder (the sandbox: to the account's email); answers the reference id. */
  sendAadhaarOtp(request: AadhaarOtpRequest): Promise<{ referenceId: string }>;
  /** Checks the OTP of `referenceId`; throws KycProviderError when it is wrong, used or expired. */
  verifyAadhaarOtp(request: AadhaarOtpCheck): Promise<void>;
  /** Looks the PAN up in the Income Tax registry: the registered name, or a failure. */
  verifyPan(request: PanRequest): Promise<{ registeredName: string }>;
  /** Checks that the account exists and is open (penny drop): the holder name, or a failure. */
  verifyBankAccount(request: BankRequest): Promise<{ holderName: string }>;
}

export interface AadhaarOtpRequest {
  userId: string;
  /** Where the sandbox sends the OTP (a vendor sends it to the Aadhaar-linked mobile). */
  email: string;
  aadhaarNumber: string;
  /** The keyed hash of the number, so the provider can bind the OTP without storing the number. */
  aadhaarHash: string;
}

export interface AadhaarOtpCheck {
  userId: string;
  referenceId: string;
  otp: string;
  aadhaarHash: string;
}

export interface PanRequest {
  pan: string;
  nameAsPerPan: string;
  dateOfBirth: string;
}

export interface BankRequest {
  ifsc: string;
  accountNumber: string;
  /** The verified name the account should be held in. */
  holderName: string;
}

/**
 * A vendor-style refusal: an HTTP status for the client, the vendor's reason code (e.g.
 * `PAN_NOT_FOUND`) and a sentence for the trader.
 */
export class KycProviderError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'KycProviderError';
  }
}
