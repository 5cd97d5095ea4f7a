import type { NotificationPreferences } from '../../contracts/auth.ts';
import type { Currency } from '../../domain/money/currency.ts';

/** The signed-in trader as the app keeps them (spec section 3, user; from the login response). */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
  readonly currency: Currency;
  /** Which trading notices to show; absent until the server has said (read absent as all on). */
  readonly notificationPreferences?: NotificationPreferences;
  /**
   * False after a Google sign-up until the profile step is saved: the app asks for it before any
   * signed-in page. Absent (a session stored before the server said) reads as complete.
   */
  readonly profileComplete?: boolean;
  /**
   * The account was just opened (the first login after this browser's sign-up, or a Google
   * sign-up): the currency actor starts a new trader in rupees (docs/trading.md, display currency).
   */
  readonly newTrader?: boolean;
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

/** What login answers when the account has two-factor sign-in on: the code is asked for next. */
export interface SecondFactorChallenge {
  readonly challengeToken: string;
}

export type LoginOutcome = StartedSession | SecondFactorChallenge;

export const asksSecondFactor = (outcome: LoginOutcome): outcome is SecondFactorChallenge =>
  'challengeToken' in outcome;

/**
 * The half-finished sign-in is over (expired, used, or too many wrong codes): the trader starts
 * again from the password. Other failures of the code step (a wrong code) keep the code step.
 */
export class SignInChallengeEndedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInChallengeEndedError';
  }
}
