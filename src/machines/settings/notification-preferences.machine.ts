import { assign, setup } from 'xstate';
import type { NotificationPreferences } from '../../contracts/auth.ts';
import { messages } from '../../domain/errors/messages.ts';
import { failureText } from '../auth/form-rules.ts';
import { failTo } from '../invoke-outcomes.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

export type NotificationKind = keyof NotificationPreferences;

export type NotificationPreferencesEvent =
  /** The settings page opened: read the trader's preferences. */
  | { type: 'preferences.load' }
  | { type: 'preferences.set'; kind: NotificationKind; value: boolean };

export interface NotificationPreferencesContext {
  preferences: NotificationPreferences | null;
  /** The toggle being saved. */
  saving: NotificationKind | null;
  error: string | null;
}

const preferencesOf = ({ event }: { event: { output: NotificationPreferences } }) => ({
  preferences: event.output,
});

const initialContext: NotificationPreferencesContext = {
  preferences: null,
  saving: null,
  error: null,
};

/** The preferences the server answered: kept, and handed to the session. */
const keepAndTell = [
  { type: 'keep', params: preferencesOf },
  { type: 'tellSession', params: preferencesOf },
] as const;

export const notificationPreferencesMachine = setup({
  types: {
    context: {} as NotificationPreferencesContext,
    events: {} as NotificationPreferencesEvent,
  },
  actors: {
    /** The preferences as the server has them (GET /auth/me). */
    loadPreferences: providedRequest<NotificationPreferences>(
      'notificationPreferences.loadPreferences',
    ),
    /** PUT /auth/notification-preferences with the one change; answers all of them. */
    savePreference: providedRequest<
      NotificationPreferences,
      { kind: NotificationKind; value: boolean }
    >('notificationPreferences.savePreference'),
  },
  actions: {
    /**
     * Hands the preferences to the session actor, whose user the trading screens read (their
     * order toasts follow it at once).
     */
    tellSession: (_, _params: { preferences: NotificationPreferences }) =>
      notProvided('notificationPreferences.tellSession'),
    keep: assign({
      preferences: (_, params: { preferences: NotificationPreferences }) => params.preferences,
      saving: null,
      error: null,
    }),
    showError: assign({
      error: (_, params: { error: unknown }) => failureText(params.error, messages.unexpected),
      saving: null,
    }),
  },
}).createMachine({
  id: 'notificationPreferences',
  description:
    'The notification toggles of /settings (order toasts, liquidation alerts): read, then each change saved on the server and handed to the session, whose user the trading screens read.',
  context: initialContext,
  // Spawned when /settings opens (the root's pages actor), so it reads at once; Try again reads again.
  initial: 'loading',
  on: { 'preferences.load': { target: '.loading' } },
  states: {
    loading: {
      description: 'GET /auth/me for the preferences.',
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        onDone: {
          target: 'ready',
          actions: keepAndTell,
        },
        onError: failTo('failed'),
      },
    },
    failed: { description: 'The preferences could not be read; the page offers to try again.' },
    ready: {
      description: 'The toggles show the saved preferences.',
      initial: 'idle',
      states: {
        idle: {
          description: 'A toggle may be flipped.',
          on: {
            'preferences.set': {
              target: 'saving',
              actions: assign({ saving: ({ event }) => event.kind, error: null }),
            },
          },
        },
        saving: {
          description:
            'PUT /auth/notification-preferences; the toggle shows the saved value until it is done.',
          invoke: {
            id: 'savePreference',
            src: 'savePreference',
            input: ({ event }) => {
              const { kind, value } = event as Extract<
                NotificationPreferencesEvent,
                { type: 'preferences.set' }
              >;
              return { kind, value };
            },
            onDone: {
              target: 'idle',
              actions: keepAndTell,
            },
            onError: failTo('idle'),
          },
        },
      },
    },
  },
});
