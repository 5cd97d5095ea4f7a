/** The slices kept across reloads under localStorage `persist:root` (spec: only auth and funds). */
import { persistence } from '../../domain/constants.ts';
import { persistTimeoutMessage as timeoutMessageFor } from '../../domain/errors/messages.ts';

export const PERSIST_STORAGE_KEY = `${persistence.keyPrefix}${persistence.key}`;

export interface PersistedUser {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
}

export interface AuthSlice {
  readonly isAuthenticated: boolean;
  readonly user: PersistedUser | null;
}

export interface FundsSlice {
  /** The funds record (first item of the funds call); its fields arrive with the funds issue. */
  readonly data: Readonly<Record<string, unknown>> | null;
}

export interface PersistedState {
  readonly auth: AuthSlice;
  readonly funds: FundsSlice;
}

export const emptyPersistedState: PersistedState = {
  auth: { isAuthenticated: false, user: null },
  funds: { data: null },
};

export const persistTimeoutMessage = timeoutMessageFor(persistence.key);
