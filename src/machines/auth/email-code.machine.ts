import { assign, type DoneActorEvent, type EventObject, setup } from 'xstate';
import { authFlow } from '../../domain/constants.ts';
import { countdownMachine, resendCooldown } from '../countdown/countdown.machine.ts';
import { providedRequest } from '../not-provided.ts';
import { type FieldError, failureText, isCompleteOtp } from './form-rules.ts';

/** What `verify-email-otp` answers on success: the single-use token the next call must carry. */
export interface VerifiedCode {
  readonly verificationToken: string;
}

/** The fallback texts of the flow that runs the code (its calls' own messages come first). */
export interface EmailCodeTexts {
  readonly sendFailed: string;
  readonly resendFailed: string;
  readonly verifyFailed: string;
  readonly verified: string;
}

export interface EmailCodeInput {
  readonly email: string;
  readonly texts: EmailCodeTexts;
}

/** How the code ended: verified with a token, or never sent (the parent shows the error). */
export interface EmailCodeOutput {
  readonly verificationToken: string | null;
  readonly error: FieldError | null;
  readonly notice: string | null;
}

/**
 * The invoke of this child in a flow: on `verified` the flow moves on, on `unsent` it goes back
 * to its first step; both take the outcome with their `takeCodeOutcome` action.
 */
const invokeEmailCode = (texts: EmailCodeTexts, targets: { verified: string; unsent: string }) =>
  ({
    id: 'emailCode',
    src: 'emailCode',
    input: ({ context }: { context: { email: string } }) => ({ email: context.email, texts }),
    onDone: [
      { guard: 'codeVerified', target: targets.verified, actions: 'takeCodeOutcome' },
      { target: targets.unsent, actions: 'takeCodeOutcome' },
    ],
  }) as const;

/** The outcome carried by the done event of the flow's emailCode invoke. */
const codeOutputOf = (event: EventObject): EmailCodeOutput =>
  (event as unknown as DoneActorEvent<EmailCodeOutput>).output;

/** What a flow keeps of the outcome: the token, or the reason the code was not sent. */
const codeOutcome = (event: EventObject) => {
  const output = codeOutputOf(event);
  return {
    verificationToken: output.verificationToken,
    verified: output.error === null,
    errors: output.error ? [output.error] : [],
    notice: output.notice,
  };
};

export type EmailCodeEvent = { type: 'code.changed'; otp: string } | { type: 'code.resend' };

export interface EmailCodeContext {
  readonly email: string;
  readonly texts: EmailCodeTexts;
  otp: string;
  verificationToken: string | null;
  error: FieldError | null;
  notice: string | null;
}

export const emailCodeTexts = {
  codeSent: (email: string) => `We sent a 6-digit code to ${email}.`,
  codeResent: (email: string) => `We sent a new code to ${email}.`,
} as const;

const tokenOf = (output: unknown): string | null => {
  const token = (output as Partial<VerifiedCode> | null | undefined)?.verificationToken;
  return typeof token === 'string' && token !== '' ? token : null;
};

export const emailCodeMachine = setup({
  types: {
    context: {} as EmailCodeContext,
    events: {} as EmailCodeEvent,
    input: {} as EmailCodeInput,
    output: {} as EmailCodeOutput,
  },
  actors: {
    countdown: countdownMachine,
    sendCode: providedRequest<unknown, { email: string }>('emailCode.sendCode'),
    verifyCode: providedRequest<unknown, { email: string; otp: string }>('emailCode.verifyCode'),
  },
  actions: {
    storeOtp: assign({ otp: (_, params: { otp: string }) => params.otp }),
    storeToken: assign({
      verificationToken: (_, params: { output: unknown }) => tokenOf(params.output),
    }),
    showError: assign({ error: (_, params: FieldError) => params, notice: null }),
    clearError: assign({ error: null }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice, error: null }),
  },
  guards: {
    otpComplete: (_, params: { otp: string }) => isCompleteOtp(params.otp),
  },
  delays: {
    RESEND_COOLDOWN: authFlow.otpResendCooldownMs,
  },
}).createMachine({
  id: 'emailCode',
  description:
    'The emailed one-time code of sign-up and password reset (spec sections 4, 5, 9): sent to the email, typed (digits only, verified at 6 digits), resent at most once per 30 s; it ends verified with the verificationToken of verify-email-otp, or unsent with the reason.',
  context: ({ input }) => ({
    email: input.email,
    texts: input.texts,
    otp: '',
    verificationToken: null,
    error: null,
    notice: null,
  }),
  initial: 'sending',
  states: {
    sending: {
      description: 'The first code goes out; the flow stays on its first step until it has.',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'active',
          actions: {
            type: 'showNotice',
            params: ({ context }) => ({ notice: emailCodeTexts.codeSent(context.email) }),
          },
        },
        onError: {
          target: 'unsent',
          actions: {
            type: 'showError',
            params: ({ context, event }) => ({
              field: 'form' as const,
              message: failureText(event.error, context.texts.sendFailed),
            }),
          },
        },
      },
    },
    active: {
      description: 'The code field and the Resend button, side by side.',
      type: 'parallel',
      states: {
        code: {
          description: 'The OTP field.',
          initial: 'entering',
          states: {
            entering: {
              description: 'Typing the code; the sixth digit submits it.',
              on: {
                'code.changed': [
                  {
                    guard: { type: 'otpComplete', params: ({ event }) => event },
                    target: 'verifying',
                    actions: [{ type: 'storeOtp', params: ({ event }) => event }, 'clearError'],
                  },
                  { actions: { type: 'storeOtp', params: ({ event }) => event } },
                ],
              },
            },
            verifying: {
              description: 'POST verify-email-otp with the email and the code.',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ email: context.email, otp: context.otp }),
                onDone: {
                  target: '#emailCode.verified',
                  actions: [
                    { type: 'storeToken', params: ({ event }) => ({ output: event.output }) },
                    {
                      type: 'showNotice',
                      params: ({ context }) => ({ notice: context.texts.verified }),
                    },
                  ],
                },
                onError: {
                  target: 'entering',
                  actions: {
                    type: 'showError',
                    params: ({ context, event }) => ({
                      field: 'otp' as const,
                      message: failureText(event.error, context.texts.verifyFailed),
                    }),
                  },
                },
              },
            },
          },
        },
        resend: {
          description: 'The Resend button and its 30 s cooldown.',
          initial: 'coolingDown',
          states: {
            ...resendCooldown(
              authFlow.otpResendCooldownMs,
              'code.resend',
              'Resend is disabled; the page counts down the seconds.',
            ),
            sending: {
              description: 'The code is sent again; the one typed so far is dropped.',
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    { type: 'storeOtp', params: { otp: '' } },
                    {
                      type: 'showNotice',
                      params: ({ context }) => ({
                        notice: emailCodeTexts.codeResent(context.email),
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'showError',
                    params: ({ context, event }) => ({
                      field: 'form' as const,
                      message: failureText(event.error, context.texts.resendFailed),
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
    verified: {
      description:
        'The code is verified; the token goes to the flow, which spends it on its next call.',
      type: 'final',
    },
    unsent: {
      description:
        'The first code could not be sent; the flow returns to its first step with the reason.',
      type: 'final',
    },
  },
  output: ({ context }) => ({
    verificationToken: context.verificationToken,
    error: context.error,
    notice: context.notice,
  }),
});

/** What a flow needs to run the code as its child: the logic, the invoke, the outcome and its guard. */
export const emailCodeChild = {
  logic: emailCodeMachine,
  invoke: invokeEmailCode,
  outcome: codeOutcome,
  verified: ({ event }: { event: EventObject }) => codeOutputOf(event).error === null,
} as const;
