import type { Currency } from '../../domain/money/currency.ts';

/** The signed-in trader as the app keeps them (spec section 3, user; from the login response). */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
  readonly currency: Currency;
}

/** A token with when the session should refresh it (computed by the services from its expiry). */
export interface IssuedToken {
  readonly token: string;
  /** Milliseconds until the token counts as expiring (30 s before its expiry). */
  readonly refreshInMs: number;
}

/** What login and rehydration hand the session: the access token and its trader. */
export interface StartedSession extends IssuedToken {
  readonly user: SessionUser;
}
