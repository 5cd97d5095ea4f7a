import type { Time } from './time-columns.ts';

/** An account's link to an OAuth provider identity (provider + its stable subject id). */
export interface OAuthIdentityTable {
  provider: string;
  subject: string;
  user_id: string;
  /** The provider's email at the last sign-in, lower-cased. */
  email: string;
  avatar: string | null;
  created_at: Time;
  last_login_at: Time;
}
