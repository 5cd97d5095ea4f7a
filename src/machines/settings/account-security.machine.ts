import { assign, raise, setup } from 'xstate';
import type { SignedInSession } from '../../contracts/auth.ts';
import { messages } from '../../domain/errors/messages.ts';
import { failureText } from '../auth/form-rules.ts';
import { errorTo } from '../invoke-outcomes.ts';
import { providedRequest } from '../not-provided.ts';
import {
  type PasswordChange,
  PasswordChangeRefused,
  type PasswordFieldError,
  passwordChangeErrors,
} from './password-rules.ts';

export type AccountSecurityEvent =
  /** The change-password form was sent. */
  | ({ type: 'password.submit' } & PasswordChange)
  /** After a change: show the form again. */
  | { type: 'password.again' }
  /** The settings page opened (or asks again): read the signed-in sessions. */
  | { type: 'sessions.load' }
  | { type: 'sessions.signOut'; sessionId: string }
  /** Asks to sign out every other session; `sessions.confirm` does it, `sessions.cancel` not. */
  | { type: 'sessions.signOutEverywhere' }
  | { type: 'sessions.confirm' }
  | { type: 'sessions.cancel' };

export interface AccountSecurityContext {
  passwordErrors: readonly PasswordFieldError[];
  sessions: readonly SignedInSession[];
  sessionsError: string | null;
  /** What the last sign-out did, for a polite announcement. */
  sessionsNotice: string | null;
  /** The session being signed out, so its row shows it. */
  signingOutId: string | null;
}

const initialContext: AccountSecurityContext = {
  passwordErrors: [],
  sessions: [],
  sessionsError: null,
  sessionsNotice: null,
  signingOutId: null,
};

export const sessionTexts = {
  signedOut: 'That session has been signed out.',
} as const;

const refusal = (error: unknown): PasswordFieldError => ({
  field: error instanceof PasswordChangeRefused ? error.field : 'form',
  message: failureText(error, messages.unexpected),
});

export const accountSecurityMachine = setup({
  types: { context: {} as AccountSecurityContext, events: {} as AccountSecurityEvent },
  actors: {
    /** POST /auth/change-password; rejects with PasswordChangeRefused for a field's problem. */
    changePassword: providedRequest<void, { currentPassword: string; newPassword: string }>(
      'accountSecurity.changePassword',
    ),
    loadSessions: providedRequest<readonly SignedInSession[]>('accountSecurity.loadSessions'),
    signOutSession: providedRequest<void, { sessionId: string }>('accountSecurity.signOutSession'),
    /** Answers the server's words on how many sessions ended. */
    signOutEverywhere: providedRequest<string>('accountSecurity.signOutEverywhere'),
  },
  actions: {
    showPasswordErrors: assign({
      passwordErrors: (_, params: { errors: readonly PasswordFieldError[] }) => params.errors,
    }),
    showSessionsError: assign({
      sessionsError: (_, params: { error: unknown }) =>
        failureText(params.error, messages.unexpected),
      signingOutId: null,
    }),
    clearSessionsMessages: assign({ sessionsError: null, sessionsNotice: null }),
  },
  guards: {
    passwordFormInvalid: (_, params: PasswordChange) => passwordChangeErrors(params).length > 0,
  },
}).createMachine({
  id: 'accountSecurity',
  description:
    'The account section of /settings: change the password (every other session ends, so the list reloads) beside the list of signed-in sessions, each of which can be signed out, or all but this one.',
  context: initialContext,
  type: 'parallel',
  states: {
    password: {
      description: 'The change-password form.',
      initial: 'editing',
      states: {
        editing: {
          description:
            'The current password, the new one with its rules and the confirmation; every problem shows beside its field.',
          on: {
            'password.submit': [
              {
                guard: { type: 'passwordFormInvalid', params: ({ event }) => event },
                actions: {
                  type: 'showPasswordErrors',
                  params: ({ event }) => ({ errors: passwordChangeErrors(event) }),
                },
              },
              {
                target: 'changing',
                actions: { type: 'showPasswordErrors', params: { errors: [] } },
              },
            ],
          },
        },
        changing: {
          description:
            'POST /auth/change-password; a wrong current password counts like a failed login.',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => {
              const change = event as Extract<AccountSecurityEvent, { type: 'password.submit' }>;
              return { currentPassword: change.currentPassword, newPassword: change.newPassword };
            },
            onDone: { target: 'changed', actions: raise({ type: 'sessions.load' }) },
            onError: {
              target: 'editing',
              actions: {
                type: 'showPasswordErrors',
                params: ({ event }) => ({ errors: [refusal(event.error)] }),
              },
            },
          },
        },
        changed: {
          description:
            'The password is changed; this browser stays signed in, every other session has ended.',
          on: { 'password.again': { target: 'editing' } },
        },
      },
    },
    sessions: {
      description: 'The trader’s signed-in sessions.',
      // Spawned when /settings opens (the root's pages actor), so it reads at once.
      initial: 'loading',
      on: { 'sessions.load': { target: '.loading' } },
      states: {
        loading: {
          description: 'GET /auth/sessions.',
          invoke: {
            id: 'loadSessions',
            src: 'loadSessions',
            onDone: {
              target: 'ready',
              actions: assign({
                sessions: ({ event }) => event.output,
                sessionsError: null,
                signingOutId: null,
              }),
            },
            onError: errorTo('failed', 'showSessionsError'),
          },
        },
        failed: { description: 'The list could not be read; the page offers to try again.' },
        ready: {
          description: 'The sessions are listed, this one marked.',
          initial: 'browsing',
          states: {
            browsing: {
              description: 'Each other session has its “Sign out” button.',
              on: {
                'sessions.signOut': {
                  target: 'signingOut',
                  actions: [
                    'clearSessionsMessages',
                    assign({ signingOutId: ({ event }) => event.sessionId }),
                  ],
                },
                'sessions.signOutEverywhere': {
                  target: 'confirmingEverywhere',
                  actions: 'clearSessionsMessages',
                },
              },
            },
            confirmingEverywhere: {
              description:
                'Asks once more: every other session will be signed out; this one stays.',
              on: {
                'sessions.confirm': { target: 'signingOutEverywhere' },
                'sessions.cancel': { target: 'browsing' },
              },
            },
            signingOut: {
              description: 'DELETE /auth/sessions/:sessionId.',
              invoke: {
                id: 'signOutSession',
                src: 'signOutSession',
                input: ({ context }) => ({ sessionId: context.signingOutId ?? '' }),
                onDone: {
                  target: '#accountSecurity.sessions.loading',
                  actions: assign({ sessionsNotice: sessionTexts.signedOut }),
                },
                onError: errorTo('browsing', 'showSessionsError'),
              },
            },
            signingOutEverywhere: {
              description: 'POST /auth/sessions/sign-out-everywhere.',
              invoke: {
                id: 'signOutEverywhere',
                src: 'signOutEverywhere',
                onDone: {
                  target: '#accountSecurity.sessions.loading',
                  actions: assign({ sessionsNotice: ({ event }) => event.output }),
                },
                onError: errorTo('browsing', 'showSessionsError'),
              },
            },
          },
        },
      },
    },
  },
});
