import { assign, setup } from 'xstate';
import type { ChangeEmailStarted, EmailChanged } from '../../contracts/email-change.ts';
import { messages } from '../../domain/errors/messages.ts';
import { isValidEmail } from '../../domain/validation/email.ts';
import { failureText } from '../auth/form-rules.ts';
import { failTo } from '../invoke-outcomes.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

export type EmailChangeEvent =
  /** The "Change email" button: the form for the new address opens. */
  | { type: 'emailChange.start' }
  | { type: 'emailChange.submit'; newEmail: string }
  | { type: 'emailChange.confirm'; code: string }
  /** Another code to the same new address (after the server's 30 s wait). */
  | { type: 'emailChange.resend' }
  | { type: 'emailChange.cancel' }
  /** A trader signed in or out: whatever was under way belongs to the last one. */
  | { type: 'emailChange.reset' };

export interface EmailChangeContext {
  /** The address the code went to (as the server keeps it), while it waits for the code. */
  readonly pendingEmail: string | null;
  /** The account's email after a change here, until the next sign-in or sign-out. */
  readonly changedTo: string | null;
  /** What the server said of the last step (code sent, email changed), for a polite status. */
  readonly notice: string | null;
  readonly error: string | null;
}

const initialContext: EmailChangeContext = {
  pendingEmail: null,
  changedTo: null,
  notice: null,
  error: null,
};

const texts = {
  emailInvalid: 'Enter the new email address, like name@example.com',
  codeMissing: 'Enter the 6-digit code we emailed to your new address',
} as const;

/**
 * The Email section of /settings (issue 24): the new address → POST /auth/change-email, which the
 * server refuses without a step-up, so the HTTP client opens the step-up dialog (the `stepUp`
 * actor) and sends the call again with its token → the code mailed to the new address →
 * POST /auth/change-email/confirm. Lives in the root system, so leaving the page keeps a change
 * that waits for its code; a sign-in or sign-out resets it.
 */
/** The address the change is for: what the trader typed, then the one the server answered. */
const pendingEmail = ({ context }: { context: EmailChangeContext }) => ({
  newEmail: context.pendingEmail ?? '',
});

/** Cancel, from the form or the code step: back to the email, nothing kept. */
const cancel = { target: 'idle', actions: 'reset' } as const;

export const emailChangeMachine = setup({
  types: { context: {} as EmailChangeContext, events: {} as EmailChangeEvent },
  actors: {
    requestChange: providedRequest<ChangeEmailStarted, { newEmail: string }>(
      'emailChange.requestChange',
    ),
    confirmChange: providedRequest<EmailChanged, { code: string }>('emailChange.confirmChange'),
  },
  guards: {
    emailInvalid: (_, params: { newEmail: string }) => !isValidEmail(params.newEmail.trim()),
    codeMissing: (_, params: { code: string }) => params.code.trim() === '',
  },
  actions: {
    reset: assign(initialContext),
    showError: assign({
      error: (_, params: { error: unknown }) => failureText(params.error, messages.unexpected),
    }),
    clearError: assign({ error: null }),
    /** The session and the currency actor take the account's new email. */
    tellSession: (_, _params: { email: string }) => notProvided('emailChange.tellSession'),
  },
}).createMachine({
  id: 'emailChange',
  description:
    'Changing the account email in /settings: the new address, the step-up dialog, the code mailed to the new address, then the change.',
  context: initialContext,
  initial: 'idle',
  on: { 'emailChange.reset': { target: '.idle', actions: 'reset' } },
  states: {
    idle: {
      description: 'The email is shown with a "Change email" button.',
      on: {
        'emailChange.start': {
          target: 'editing',
          actions: assign({ notice: null, error: null }),
        },
      },
    },
    editing: {
      description: 'The form for the new address is open.',
      on: {
        'emailChange.submit': [
          {
            guard: { type: 'emailInvalid', params: ({ event }) => event },
            actions: assign({ error: texts.emailInvalid }),
          },
          {
            target: 'requesting',
            actions: ['clearError', assign({ pendingEmail: ({ event }) => event.newEmail.trim() })],
          },
        ],
        'emailChange.cancel': cancel,
      },
    },
    requesting: {
      description:
        'POST /auth/change-email: refused for want of a step-up, the dialog asks for the password (or code) and the call is sent again.',
      invoke: {
        id: 'requestChange',
        src: 'requestChange',
        input: pendingEmail,
        onDone: {
          target: 'awaitingCode',
          actions: assign({
            pendingEmail: ({ event }) => event.output.newEmail,
            notice: ({ event }) => event.output.message,
          }),
        },
        onError: failTo('editing'),
      },
    },
    awaitingCode: {
      description: 'The code went to the new address; the trader types it.',
      on: {
        'emailChange.confirm': [
          {
            guard: { type: 'codeMissing', params: ({ event }) => event },
            actions: assign({ error: texts.codeMissing }),
          },
          { target: 'confirming', actions: 'clearError' },
        ],
        'emailChange.resend': { target: 'resending', actions: 'clearError' },
        'emailChange.cancel': cancel,
      },
    },
    resending: {
      description: 'POST /auth/change-email again for the same address: a new code.',
      invoke: {
        id: 'resendChange',
        src: 'requestChange',
        input: pendingEmail,
        onDone: {
          target: 'awaitingCode',
          actions: assign({ notice: ({ event }) => event.output.message }),
        },
        onError: failTo('awaitingCode'),
      },
    },
    confirming: {
      description: 'POST /auth/change-email/confirm with the code.',
      invoke: {
        id: 'confirmChange',
        src: 'confirmChange',
        input: ({ event }) => ({
          code: (event as Extract<EmailChangeEvent, { type: 'emailChange.confirm' }>).code.trim(),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              changedTo: ({ event }) => event.output.email,
              notice: ({ event }) => event.output.message,
              pendingEmail: null,
              error: null,
            }),
            { type: 'tellSession', params: ({ event }) => ({ email: event.output.email }) },
          ],
        },
        onError: failTo('awaitingCode'),
      },
    },
  },
});
