import { assign, setup } from 'xstate';
import { messages } from '../../domain/errors/messages.ts';
import { providedRequest } from '../not-provided.ts';
import { type FieldError, failureText, formTexts } from './form-rules.ts';
import { SignInChallengeEndedError, type StartedSession } from './session-types.ts';

export interface SecondFactorInput {
  /** The pending sign-in the password step answered. */
  readonly challengeToken: string;
}

export interface SecondFactorContext {
  readonly challengeToken: string;
  /** Why the last code was not taken (field `otp`), or why the sign-in ended (field `form`). */
  readonly error: FieldError | null;
  readonly session: StartedSession | null;
}

export type SecondFactorEvent = { type: 'secondFactor.submit'; code: string };

/** A started session, or the reason the sign-in is over and the password is asked again. */
export type SecondFactorOutput =
  | { readonly session: StartedSession; readonly ended: null }
  | { readonly session: null; readonly ended: FieldError };

/**
 * The login's second step when two-factor sign-in is on (a child of the session): an
 * authenticator or recovery code is checked against the challenge; a wrong code asks again (and
 * counts toward the account lockout at the server); a challenge that is over ends the step.
 */
export const secondFactorMachine = setup({
  types: {
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
    input: {} as SecondFactorInput,
    output: {} as SecondFactorOutput,
  },
  actors: {
    /** POST user-login/two-factor; rejects with SignInChallengeEndedError when the sign-in is over. */
    verifySecondFactor: providedRequest<StartedSession, { challengeToken: string; code: string }>(
      'secondFactor.verifySecondFactor',
    ),
  },
  guards: {
    codeMissing: (_, params: { code: string }) => params.code.trim() === '',
    challengeEnded: (_, params: { error: unknown }) =>
      params.error instanceof SignInChallengeEndedError,
  },
  actions: {
    showError: assign({ error: (_, params: FieldError) => params }),
    clearError: assign({ error: null }),
    keepSession: assign({ session: (_, params: { session: StartedSession }) => params.session }),
  },
}).createMachine({
  id: 'secondFactor',
  description:
    'The login’s code step when two-factor sign-in is on: an authenticator or recovery code is checked against the pending sign-in; a wrong one asks again, an ended sign-in goes back to the password.',
  context: ({ input }) => ({ challengeToken: input.challengeToken, error: null, session: null }),
  initial: 'awaitingCode',
  states: {
    awaitingCode: {
      description: 'The code form is shown.',
      on: {
        'secondFactor.submit': [
          {
            guard: { type: 'codeMissing', params: ({ event }) => event },
            actions: {
              type: 'showError',
              params: { field: 'otp', message: formTexts.secondFactorMissing },
            },
          },
          { target: 'verifying', actions: 'clearError' },
        ],
      },
    },
    verifying: {
      description:
        'POST user-login/two-factor with the challenge and the code; wrong codes count toward the account lockout.',
      invoke: {
        id: 'verifySecondFactor',
        src: 'verifySecondFactor',
        input: ({ context, event }) => ({
          challengeToken: context.challengeToken,
          code: (event as SecondFactorEvent).code.trim(),
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          {
            guard: { type: 'challengeEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ended',
            actions: {
              type: 'showError',
              params: ({ event }) => ({
                field: 'form' as const,
                message: failureText(event.error, messages.unexpected),
              }),
            },
          },
          {
            target: 'awaitingCode',
            actions: {
              type: 'showError',
              params: ({ event }) => ({
                field: 'otp' as const,
                message: failureText(event.error, messages.unexpected),
              }),
            },
          },
        ],
      },
    },
    signedIn: { type: 'final', description: 'The code was right: the session has started.' },
    ended: {
      type: 'final',
      description: 'The pending sign-in is over (expired or locked): the password is asked again.',
    },
  },
  output: ({ context }) =>
    context.session !== null
      ? { session: context.session, ended: null }
      : {
          session: null,
          ended: context.error ?? { field: 'form', message: messages.unexpected },
        },
});

export type SecondFactorMachine = typeof secondFactorMachine;
