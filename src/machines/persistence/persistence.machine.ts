import { assign, fromPromise, setup } from 'xstate';
import { persistence } from '../../domain/constants.ts';
import { notProvided } from '../not-provided.ts';
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
  types: {
    context: {} as PersistenceContext,
    events: {} as PersistenceEvent,
  },
  actors: {
    readPersistedState: fromPromise<PersistedState>(async () =>
      notProvided('persistence.readPersistedState'),
    ),
  },
  actions: {
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
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => String(event.error) }),
            {
              type: 'reportRehydrationFailure',
              params: ({ event }) => ({ error: String(event.error) }),
            },
          ],
        },
      },
      after: {
        PERSIST_TIMEOUT: {
          target: 'failed',
          actions: [
            assign({ error: persistTimeoutMessage }),
            { type: 'reportRehydrationFailure', params: { error: persistTimeoutMessage } },
          ],
        },
      },
    },
    ready: {
      description: 'Slices restored; every change is written through to storage.',
      on: {
        'persist.auth': {
          actions: [
            assign({ state: ({ context, event }) => ({ ...context.state, auth: event.auth }) }),
            { type: 'writePersistedState', params: ({ context }) => ({ state: context.state }) },
          ],
        },
        'persist.funds': {
          actions: [
            assign({ state: ({ context, event }) => ({ ...context.state, funds: event.funds }) }),
            { type: 'writePersistedState', params: ({ context }) => ({ state: context.state }) },
          ],
        },
        'persist.purge': {
          actions: [
            assign({ state: emptyPersistedState }),
            { type: 'writePersistedState', params: { state: emptyPersistedState } },
          ],
        },
      },
    },
    failed: {
      description:
        'Rehydration failed or timed out: the app goes on signed out with empty slices; the error names the persist key.',
    },
  },
});
