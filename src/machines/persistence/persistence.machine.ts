import { assign, setup } from 'xstate';
import { persistence } from '../../domain/constants.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import {
  type AuthSlice,
  emptyPersistedState,
  type FundsSlice,
  type PersistedState,
  persistTimeoutMessage,
} from './persisted-state.ts';

export type PersistenceEvent =
  | { type: 'persist.auth'; auth: AuthSlice }
  | { type: 'persist.funds'; funds: FundsSlice }
  | { type: 'persist.purge' };

export interface PersistenceContext {
  state: PersistedState;
  error: string | null;
}

export const persistenceMachine = setup({
  types: { context: {} as PersistenceContext, events: {} as PersistenceEvent },
  actors: {
    readPersistedState: providedRequest<PersistedState>('persistence.readPersistedState'),
  },
  actions: {
    storeRestoredState: assign({ state: (_, params: { state: PersistedState }) => params.state }),
    recordFailure: assign({ error: (_, params: { error: string }) => params.error }),
    updateAuth: assign({
      state: ({ context }, params: { auth: AuthSlice }) => ({
        ...context.state,
        auth: params.auth,
      }),
    }),
    updateFunds: assign({
      state: ({ context }, params: { funds: FundsSlice }) => ({
        ...context.state,
        funds: params.funds,
      }),
    }),
    clearSlices: assign({ state: emptyPersistedState }),
    writePersistedState: (_, _params: { state: PersistedState }) =>
      notProvided('persistence.writePersistedState'),
    reportRehydrationFailure: (_, _params: { error: string }) =>
      notProvided('persistence.reportRehydrationFailure'),
  },
  delays: {
    PERSIST_TIMEOUT: persistence.timeoutMs,
  },
}).createMachine({
  id: 'persistence',
  description:
    'Keeps the auth and funds slices in localStorage `persist:root`; rehydration gives up after 5 s with an error naming the key.',
  context: { state: emptyPersistedState, error: null },
  initial: 'rehydrating',
  states: {
    rehydrating: {
      description: 'Restoring the persisted slices; protected pages show a full-page spinner.',
      invoke: {
        id: 'readPersistedState',
        src: 'readPersistedState',
        onDone: {
          target: 'settled.restored',
          actions: { type: 'storeRestoredState', params: ({ event }) => ({ state: event.output }) },
        },
        onError: {
          target: 'settled.failed',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ error: String(event.error) }) },
            {
              type: 'reportRehydrationFailure',
              params: ({ event }) => ({ error: String(event.error) }),
            },
          ],
        },
      },
      after: {
        PERSIST_TIMEOUT: {
          target: 'settled.failed',
          actions: [
            { type: 'recordFailure', params: { error: persistTimeoutMessage } },
            { type: 'reportRehydrationFailure', params: { error: persistTimeoutMessage } },
          ],
        },
      },
    },
    settled: {
      description: 'Rehydration is over; every change to the slices is written through to storage.',
      initial: 'restored',
      on: {
        'persist.auth': {
          actions: [
            { type: 'updateAuth', params: ({ event }) => ({ auth: event.auth }) },
            { type: 'writePersistedState', params: ({ context }) => ({ state: context.state }) },
          ],
        },
        'persist.funds': {
          actions: [
            { type: 'updateFunds', params: ({ event }) => ({ funds: event.funds }) },
            { type: 'writePersistedState', params: ({ context }) => ({ state: context.state }) },
          ],
        },
        'persist.purge': {
          actions: [
            'clearSlices',
            { type: 'writePersistedState', params: { state: emptyPersistedState } },
          ],
        },
      },
      states: {
        restored: {
          description: 'The slices were restored from storage (empty when nothing was stored).',
        },
        failed: {
          description:
            'Rehydration failed or timed out: the app goes on signed out with empty slices; the error names the persist key.',
        },
      },
    },
  },
});
