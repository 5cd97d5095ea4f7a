import type { ColumnType } from 'kysely';
import type { OptionalTime, Time } from './time-columns.ts';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type AadhaarState = 'pending' | 'otp_sent' | 'verified';
export type CheckState = 'pending' | 'verified' | 'failed';

/** One trader's KYC: each step's state; numbers only as last four digits, masks and keyed hashes. */
export interface KycRecordTable {
  user_id: string;
  aadhaar_state: ColumnType<AadhaarState, AadhaarState | undefined, AadhaarState>;
  aadhaar_last4: Optional<string>;
  /** HMAC of the Aadhaar number with the server's KYC key: finds a number used twice. */
  aadhaar_hash: Optional<string>;
  aadhaar_verified_at: OptionalTime;
  pan_state: ColumnType<CheckState, CheckState | undefined, CheckState>;
  pan_masked: Optional<string>;
  pan_hash: Optional<string>;
  pan_name: Optional<string>;
  /** The provider's reason when the last PAN check failed. */
  pan_failure: Optional<string>;
  pan_verified_at: OptionalTime;
  bank_state: ColumnType<CheckState, CheckState | undefined, CheckState>;
  bank_ifsc: Optional<string>;
  bank_account_last4: Optional<string>;
  bank_account_hash: Optional<string>;
  bank_failure: Optional<string>;
  bank_verified_at: OptionalTime;
  /** When a verified account was replaced by another: withdrawals cool off after it. */
  bank_changed_at: OptionalTime;
  updated_at: Time;
}

/** A KYC session: the short-lived accessToken of authenticate-kyc, stored as SHA-256. */
export interface KycSessionTable {
  token_hash: string;
  user_id: string;
  created_at: Time;
  expires_at: Time;
}

/** An Aadhaar OTP of the sandbox provider, stored as an HMAC bound to its reference id. */
export interface KycAadhaarOtpTable {
  reference_id: string;
  user_id: string;
  aadhaar_hash: string;
  code_hash: string;
  created_at: Time;
  expires_at: Time;
  wrong_tries: ColumnType<number, number | undefined, number>;
  used_at: OptionalTime;
}
