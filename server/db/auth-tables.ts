import type { ColumnType } from 'kysely';
import type { OptionalTime, Time } from './time-columns.ts';

/** A trader's account. Exists only for an email verified with an OTP. */
export interface AppUserTable {
  id: string;
  /** Trimmed, lower-cased; unique. */
  email: string;
  fullname: string;
  /** argon2id, PHC string. */
  password_hash: string;
  phone_number: string | null;
  /** The profile step after a Google sign-up is still owed (migration 0087). */
  profile_pending: ColumnType<boolean, boolean | undefined, boolean>;
  referral_code: string | null;
  currency: ColumnType<'USD' | 'INR', 'USD' | 'INR' | undefined, 'USD' | 'INR'>;
  /** Whether the trading screens toast order fills, cancels and rejections (default on). */
  notify_order_toasts: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whether they alert on liquidations and margin calls (default on). */
  notify_liquidation_alerts: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'individual' or 'institutional', from the profile-completion step; null until given. */
  account_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 3166-1 alpha-2, from the profile-completion step; null until given. */
  country_of_residence: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified_at: Time;
  created_at: Time;
  updated_at: Time;
}

export type OtpPurpose = 'signup' | 'reset';

/** One emailed code. Stored as an HMAC; dies on expiry, use, 5 wrong tries or a newer code. */
export interface EmailOtpTable {
  id: string;
  email: string;
  purpose: OtpPurpose;
  code_hash: string;
  created_at: Time;
  expires_at: Time;
  wrong_tries: ColumnType<number, number | undefined, number>;
  verified_at: OptionalTime;
  used_at: OptionalTime;
  revoked_at: OptionalTime;
  /** SHA-256 of the single-use token a successful check answered; sign-up or reset spends it. */
  verification_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A change of email waiting for the code mailed to the new address (migration 0099). */
export interface EmailChangeTable {
  user_id: string;
  /** Trimmed, lower-cased. */
  new_email: string;
  /** HMAC of the six-digit code, bound to the trader and the new address. */
  code_hash: string;
  wrong_tries: ColumnType<number, number | undefined, number>;
  created_at: Time;
  expires_at: Time;
}

/** One refresh token (stored as SHA-256) in a family that starts at login. */
export interface RefreshTokenTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: Time;
  expires_at: Time;
  used_at: OptionalTime;
  revoked_at: OptionalTime;
  /** When the login that started the family happened: the session's absolute lifetime counts from it. */
  session_started_at: Time;
}

/** What the sessions list shows about a login session (refresh family), kept as it is seen. */
export interface LoginSessionTable {
  family_id: string;
  user_id: string;
  /** The User-Agent header it was first seen with (cut to 512 characters). */
  user_agent: string;
  /** The client address, shortened (last IPv4 octet or IPv6 past the /64 hidden). */
  ip_hint: string;
  first_seen_at: Time;
  last_seen_at: Time;
}

/** Keys the server generates for itself on first start (JWT key when JWT_SECRET is unset). */
export interface AuthSecretTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, never, never>;
}
