import { assign, fromPromise, setup } from 'xstate';
import { authFlow } from '../../domain/constants.ts';
import { messages } from '../../domain/errors/messages.ts';
import { notProvided } from '../not-provided.ts';
import {
  emailError,
  type FieldError,
  failureText,
  isCompleteOtp,
  newPasswordError,
  verificationTokenOf,
} from './form-rules.ts';

export type ForgotPasswordEvent =
  | { type: 'forgot.submitEmail'; email: string }
  | { type: 'forgot.otpChanged'; otp: string }
  | { type: 'forgot.resendOtp' }
  | { type: 'forgot.submitPassword'; password: string; confirmation: string };

export interface ForgotPasswordContext {
  email: string;
  otp: string;
  otpVerified: boolean;
  /** The token the code check answered; the reset is sent with it. */
  verificationToken: string;
  error: FieldError | null;
  notice: string | null;
}

export const forgotPasswordTexts = {
  codeSent: (email: string) => `We sent a 6-digit code to ${email}.`,
  codeResent: (email: string) => `We sent a new code to ${email}.`,
  codeVerified: 'Code verified. Choose your new password.',
  passwordReset: 'Your password has been reset.',
} as const;

const f = messages.forgotPassword;

const initialContext: ForgotPasswordContext = {
  email: '',
  otp: '',
  otpVerified: false,
  verificationToken: '',
  error: null,
  notice: null,
};

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    sendResetOtp: fromPromise<unknown, { email: string }>(async () =>
      notProvided('forgotPassword.sendResetOtp'),
    ),
    resendResetOtp: fromPromise<unknown, { email: string }>(async () =>
      notProvided('forgotPassword.resendResetOtp'),
    ),
    verifyResetOtp: fromPromise<unknown, { email: string; otp: string }>(async () =>
      notProvided('forgotPassword.verifyResetOtp'),
    ),
    resetPassword: fromPromise<
      unknown,
      { email: string; newPassword: string; verificationToken: string }
    >(async () => notProvided('forgotPassword.resetPassword')),
  },
  actions: {
    storeEmail: assign({ email: (_, params: { email: string }) => params.email.trim() }),
    storeOtp: assign({ otp: (_, params: { otp: string }) => params.otp }),
    markOtpVerified: assign({
      otpVerified: true,
      verificationToken: (_, params: { output: unknown }) => verificationTokenOf(params.output),
    }),
    showError: assign({ error: (_, params: FieldError) => params, notice: null }),
    clearError: assign({ error: null }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice, error: null }),
    redirectToLogin: () => notProvided('forgotPassword.redirectToLogin'),
  },
  guards: {
    emailInvalid: (_, params: { email: string }) => emailError(params.email) !== null,
    otpComplete: (_, params: { otp: string }) => isCompleteOtp(params.otp),
    otpNotVerified: ({ context }) => !context.otpVerified,
    newPasswordRejected: ({ context }, params: { password: string; confirmation: string }) =>
      newPasswordError(context.otpVerified, params.password, params.confirmation) !== null,
  },
  delays: {
    RESEND_COOLDOWN: authFlow.otpResendCooldownMs,
    REDIRECT_COUNTDOWN: authFlow.redirectCountdownMs,
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    'Forgot password (spec sections 4, 5, 9): email, then the OTP (email locked, digits only, verified at 6 digits) and the new password; Resend is disabled for 30 s after each send; success, then /login after 3 s.',
  context: initialContext,
  initial: 'email',
  states: {
    email: {
      description: 'Email step.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The person types the account email.',
          on: {
            'forgot.submitEmail': [
              {
                guard: { type: 'emailInvalid', params: ({ event }) => event },
                actions: {
                  type: 'showError',
                  params: { field: 'email', message: messages.validation.invalidEmail },
                },
              },
              {
                target: 'sending',
                actions: [{ type: 'storeEmail', params: ({ event }) => event }, 'clearError'],
              },
            ],
          },
        },
        sending: {
          description: 'POST send-email-verify-forgotPass.',
          invoke: {
            id: 'sendResetOtp',
            src: 'sendResetOtp',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#forgotPassword.reset',
              actions: {
                type: 'showNotice',
                params: ({ context }) => ({ notice: forgotPasswordTexts.codeSent(context.email) }),
              },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) => ({
                  field: 'form' as const,
                  message: failureText(event.error, f.sendOtpUnexpected),
                }),
              },
            },
          },
        },
      },
    },
    reset: {
      description: 'OTP and new-password step; the email field is locked.',
      type: 'parallel',
      states: {
        code: {
          description: 'The OTP field.',
          initial: 'entering',
          states: {
            entering: {
              description: 'Digits only, at most 6; the sixth digit submits the code.',
              on: {
                'forgot.otpChanged': [
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
                id: 'verifyResetOtp',
                src: 'verifyResetOtp',
                input: ({ context }) => ({ email: context.email, otp: context.otp }),
                onDone: {
                  target: 'verified',
                  actions: [
                    { type: 'markOtpVerified', params: ({ event }) => event },
                    { type: 'showNotice', params: { notice: forgotPasswordTexts.codeVerified } },
                  ],
                },
                onError: {
                  target: 'entering',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      field: 'otp' as const,
                      message: failureText(event.error, f.verifyOtpUnexpected),
                    }),
                  },
                },
              },
            },
            verified: {
              description: 'The code is verified; the OTP field is locked.',
            },
          },
        },
        resend: {
          description: 'The Resend button and its 30 s cooldown.',
          initial: 'coolingDown',
          states: {
            coolingDown: {
              description: 'Resend is disabled; the page counts down the seconds.',
              after: { RESEND_COOLDOWN: { target: 'ready' } },
            },
            ready: {
              description: 'Resend is enabled until the code is verified.',
              on: {
                'forgot.resendOtp': {
                  guard: 'otpNotVerified',
                  target: 'sending',
                  actions: 'clearError',
                },
              },
            },
            sending: {
              description:
                "POST send-email-verify-forgotPass again ('Email is missing, please enter it again' without an email).",
              invoke: {
                id: 'resendResetOtp',
                src: 'resendResetOtp',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    { type: 'storeOtp', params: { otp: '' } },
                    {
                      type: 'showNotice',
                      params: ({ context }) => ({
                        notice: forgotPasswordTexts.codeResent(context.email),
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      field: 'form' as const,
                      message: failureText(event.error, f.resendOtpUnexpected),
                    }),
                  },
                },
              },
            },
          },
        },
        password: {
          description: 'New password and confirmation.',
          initial: 'editing',
          states: {
            editing: {
              description:
                'Checked in order: OTP verified, passwords match, password strong (spec section 5).',
              on: {
                'forgot.submitPassword': [
                  {
                    guard: { type: 'newPasswordRejected', params: ({ event }) => event },
                    actions: {
                      type: 'showError',
                      params: ({ context, event }) =>
                        // biome-ignore lint/style/noNonNullAssertion: the guard found an error.
                        newPasswordError(context.otpVerified, event.password, event.confirmation)!,
                    },
                  },
                  { target: 'resetting', actions: 'clearError' },
                ],
              },
            },
            resetting: {
              description: 'POST reset-password with the email and the new password.',
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ context, event }) => ({
                  email: context.email,
                  verificationToken: context.verificationToken,
                  newPassword: (
                    event as Extract<ForgotPasswordEvent, { type: 'forgot.submitPassword' }>
                  ).password,
                }),
                onDone: {
                  target: '#forgotPassword.success',
                  actions: {
                    type: 'showNotice',
                    params: { notice: forgotPasswordTexts.passwordReset },
                  },
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      field: 'form' as const,
                      message: failureText(event.error, f.resetPasswordUnexpected),
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
    success: {
      description:
        'The password is reset: a success message and a visible 3 s countdown to /login.',
      after: { REDIRECT_COUNTDOWN: { target: 'redirected' } },
    },
    redirected: {
      description: 'Sent to /login.',
      type: 'final',
      entry: 'redirectToLogin',
    },
  },
});
