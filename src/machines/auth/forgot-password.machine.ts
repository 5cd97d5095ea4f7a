import { assign, setup } from 'xstate';
import { authFlow } from '../../domain/constants.ts';
import { messages } from '../../domain/errors/messages.ts';
import { countdownMachine, invokeCountdown } from '../countdown/countdown.machine.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import { type EmailCodeTexts, emailCodeChild } from './email-code.machine.ts';
import { emailError, type FieldError, failureText, newPasswordError } from './form-rules.ts';

export type ForgotPasswordEvent =
  | { type: 'forgot.submitEmail'; email: string }
  | { type: 'forgot.submitPassword'; password: string; confirmation: string };

export interface ForgotPasswordContext {
  email: string;
  verified: boolean;
  /** The token verify-email-otp answered for this email; spent by the reset call. */
  verificationToken: string | null;
  errors: readonly FieldError[];
  notice: string | null;
}

export interface PasswordReset {
  readonly email: string;
  readonly newPassword: string;
  readonly verificationToken: string | null;
}

export const forgotPasswordTexts = {
  codeVerified: 'Code verified. Choose your new password.',
  passwordReset: 'Your password has been reset.',
} as const;

const f = messages.forgotPassword;

const resetCodeTexts: EmailCodeTexts = {
  sendFailed: f.sendOtpUnexpected,
  resendFailed: f.resendOtpUnexpected,
  verifyFailed: f.verifyOtpUnexpected,
  verified: forgotPasswordTexts.codeVerified,
};

const initialContext: ForgotPasswordContext = {
  email: '',
  verified: false,
  verificationToken: null,
  errors: [],
  notice: null,
};

export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    countdown: countdownMachine,
    emailCode: emailCodeChild.logic,
    resetPassword: providedRequest<unknown, PasswordReset>('forgotPassword.resetPassword'),
  },
  actions: {
    storeEmail: assign({ email: (_, params: { email: string }) => params.email.trim() }),
    takeCodeOutcome: assign(({ event }) => emailCodeChild.outcome(event)),
    showErrors: assign({ errors: (_, params: readonly FieldError[]) => params, notice: null }),
    clearError: assign({ errors: [] }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice, errors: [] }),
    forgetToken: assign({ verificationToken: null }),
    redirectToLogin: (_, _params: { email: string }) =>
      notProvided('forgotPassword.redirectToLogin'),
  },
  guards: {
    emailInvalid: (_, params: { email: string }) => emailError(params.email) !== null,
    codeVerified: emailCodeChild.verified,
    newPasswordRejected: ({ context }, params: { password: string; confirmation: string }) =>
      newPasswordError(context.verified, params.password, params.confirmation) !== null,
  },
  delays: {
    REDIRECT_COUNTDOWN: authFlow.redirectCountdownMs,
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    'Forgot password (spec sections 4, 5, 9): email, then the emailed code (the emailCode child: email locked, verified at 6 digits, resend every 30 s) beside the new password; success, then /login after 3 s with the email filled in.',
  context: initialContext,
  initial: 'email',
  states: {
    email: {
      description: 'Email step; it stays on screen until the code has gone out.',
      on: {
        'forgot.submitEmail': [
          {
            guard: { type: 'emailInvalid', params: ({ event }) => event },
            actions: {
              type: 'showErrors',
              params: [{ field: 'email', message: messages.validation.invalidEmail }],
            },
          },
          {
            target: 'reset',
            actions: [{ type: 'storeEmail', params: ({ event }) => event }, 'clearError'],
          },
        ],
      },
    },
    reset: {
      description: 'Code and new-password step; the email field is locked.',
      type: 'parallel',
      states: {
        code: {
          description: 'The emailed code.',
          initial: 'checking',
          states: {
            checking: {
              description: 'The emailCode child sends, takes and verifies the code.',
              invoke: emailCodeChild.invoke(resetCodeTexts, {
                verified: 'verified',
                unsent: '#forgotPassword.email',
              }),
            },
            verified: {
              description: 'The code is verified; the OTP field is locked.',
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
                      type: 'showErrors',
                      params: ({ context, event }) => [
                        // biome-ignore lint/style/noNonNullAssertion: the guard found an error.
                        newPasswordError(context.verified, event.password, event.confirmation)!,
                      ],
                    },
                  },
                  { target: 'resetting', actions: 'clearError' },
                ],
              },
            },
            resetting: {
              description:
                'POST reset-password with the email, the new password and the verification token.',
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ context, event }) => ({
                  email: context.email,
                  newPassword: (
                    event as Extract<ForgotPasswordEvent, { type: 'forgot.submitPassword' }>
                  ).password,
                  verificationToken: context.verificationToken,
                }),
                onDone: {
                  target: '#forgotPassword.success',
                  actions: [
                    'forgetToken',
                    { type: 'showNotice', params: { notice: forgotPasswordTexts.passwordReset } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'showErrors',
                    params: ({ event }) => [
                      {
                        field: 'form',
                        message: failureText(event.error, f.resetPasswordUnexpected),
                      },
                    ],
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
      invoke: invokeCountdown(authFlow.redirectCountdownMs),
      after: { REDIRECT_COUNTDOWN: { target: 'redirected' } },
    },
    redirected: {
      description: 'Sent to /login with the email filled in.',
      type: 'final',
      entry: { type: 'redirectToLogin', params: ({ context }) => ({ email: context.email }) },
    },
  },
});
