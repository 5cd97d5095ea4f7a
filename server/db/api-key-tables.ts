import type { ColumnType } from 'kysely';
import type { OptionalTime, Time } from './time-columns.ts';

/** A trader's API key: the secret sealed (the server needs it to check signatures), never shown again. */
export interface ApiKeyTable {
  /** `dk_…`, the X-Derivo-Key header's value. */
  id: string;
  user_id: string;
  label: string;
  /** JSON array: ["read"] or ["read","trade"]. */
  scopes: string;
  /** JSON array of CIDR ranges; empty: any address. */
  ip_allowlist: string;
  /** The secret sealed with the API-key secret box (AES-256-GCM). */
  secret_sealed: string;
  created_at: Time;
  last_used_at: OptionalTime;
  revoked_at: OptionalTime;
}

/** Each address a key was used from, so a new one raises a security event. */
export interface ApiKeyAddressTable {
  key_id: string;
  address: string;
  first_seen_at: ColumnType<Date, Date, never>;
}
