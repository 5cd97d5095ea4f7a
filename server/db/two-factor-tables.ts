import type { ColumnType } from 'kysely';
import type { OptionalTime, Time } from './time-columns.ts';

/** A trader's authenticator secret: pending until confirmed with a code (`enabled_at`). */
export interface TwoFactorTable {
  user_id: string;
  /** The base32 secret sealed with AES-256-GCM under a server key (secret-box.ts). */
  secret_box: string;
  enabled_at: OptionalTime;
  /** The newest 30 s step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2). */
  last_used_step: ColumnType<
    string | null,
    string | number | null | undefined,
    string | number | null
  >;
  created_at: Time;
}

/** One single-use recovery code, kept as an HMAC. */
export interface TwoFactorRecoveryCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: OptionalTime;
}

/** The half-finished login of an account with two-factor on: password done, code pending. */
export interface TwoFactorChallengeTable {
  id: string;
  user_id: string;
  /** SHA-256 of the challenge token. */
  token_hash: string;
  expires_at: Time;
  wrong_tries: ColumnType<number, number | undefined, number>;
  used_at: OptionalTime;
}
