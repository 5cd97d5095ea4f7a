import { fromPromise } from 'xstate';
import {
  type AuthSlice,
  emptyPersistedState,
  type FundsSlice,
  type PersistedState,
} from '../machines/persistence/persisted-state.ts';
import { persistenceMachine } from '../machines/persistence/persistence.machine.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { localKeys } from './storage/storage-keys.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readAuth(value: unknown): AuthSlice {
  if (!isRecord(value) || value.isAuthenticated !== true || !isRecord(value.user)) {
    return emptyPersistedState.auth;
  }
  const { id, email, fullName } = value.user;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof fullName !== 'string') {
    return emptyPersistedState.auth;
  }
  return { isAuthenticated: true, user: { id, email, fullName } };
}

const readFunds = (value: unknown): FundsSlice =>
  isRecord(value) && isRecord(value.data) ? { data: value.data } : emptyPersistedState.funds;

/** The persisted slices from their stored text; anything malformed falls back to the empty slice. */
export function parsePersistedState(raw: string | null): PersistedState {
  if (raw === null) return emptyPersistedState;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return emptyPersistedState;
  }
  if (!isRecord(parsed)) return emptyPersistedState;
  return { auth: readAuth(parsed.auth), funds: readFunds(parsed.funds) };
}

export const serializePersistedState = (state: PersistedState): string =>
  JSON.stringify({ auth: state.auth, funds: state.funds, _persist: { version: 1 } });

export const providePersistenceMachine = (ports: BrowserPorts) =>
  persistenceMachine.provide({
    actors: {
      readPersistedState: fromPromise(async () =>
        parsePersistedState(ports.local.read(localKeys.persistRoot)),
      ),
    },
    actions: {
      writePersistedState: (_, { state }) => {
        try {
          ports.local.write(localKeys.persistRoot, serializePersistedState(state));
        } catch (error) {
          ports.logError('Could not save the session state', error);
        }
      },
      reportRehydrationFailure: (_, { error }) => ports.logError(error),
    },
  });
