import { assign, fromPromise, setup } from 'xstate';
import { authFlow } from '../../domain/constants.ts';
import { messages } from '../../domain/errors/messages.ts';
import { notProvided } from '../not-provided.ts';
import {
  type FieldError,
  failureText,
  formTexts,
  isCompleteOtp,
  phoneNumberError,
  type SignupDetails,
  signupDetailsError,
  verificationTokenOf,
} from './form-rules.ts';

/** What the account is created with (POST user-signup/manual). */
export interface NewAccount {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  readonly referralCode: string;
  readonly phoneNumber: string;
  /** From the code check: proves this person verified the email. */
  readonly verificationToken: string;
}

export type SignupEvent =
  | ({ type: 'signup.submitDetails' } & SignupDetails)
  | { type: 'signup.otpChanged'; otp: string }
  | { type: 'signup.resendOtp' }
  | { type: 'signup.editDetails' }
  | { type: 'signup.submitProfile'; phoneNumber: string };

export interface SignupContext {
  fullName: string;
  email: string;
  password: string;
  referralCode: string;
  phoneNumber: string;
  otp: string;
  /** The token the code check answered; the account is created with it. */
  verificationToken: string;
  error: FieldError | null;
  /** Information for the person (code sent, email verified), shown in a live region. */
  notice: string | null;
}

export const signupTexts = {
  codeSent: (email: string) => `We sent a 6-digit code to ${email}.`,
  codeResent: (email: string) => `We sent a new code to ${email}.`,
  emailVerified: 'Email verified. One more step.',
} as const;

const initialContext: SignupContext = {
  fullName: '',
  email: '',
  password: '',
  referralCode: '',
  phoneNumber: '',
  otp: '',
  verificationToken: '',
  error: null,
  notice: null,
};

/** The step of spec section 4 each state belongs to: 1 initial info … 4 complete. */
export const signupStepTags = { 1: 'step1', 2: 'step2', 3: 'step3', 4: 'step4' } as const;

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    tags: {} as (typeof signupStepTags)[keyof typeof signupStepTags],
  },
  actors: {
    sendEmailOtp: fromPromise<unknown, { email: string }>(async () =>
      notProvided('signup.sendEmailOtp'),
    ),
    verifyEmailOtp: fromPromise<unknown, { email: string; otp: string }>(async () =>
      notProvided('signup.verifyEmailOtp'),
    ),
    createAccount: fromPromise<unknown, NewAccount>(async () =>
      notProvided('signup.createAccount'),
    ),
  },
  actions: {
    storeDetails: assign((_, params: SignupDetails) => ({
      fullName: params.fullName.trim(),
      email: params.email.trim(),
      password: params.password,
      referralCode: params.referralCode.trim(),
    })),
    storeOtp: assign({ otp: (_, params: { otp: string }) => params.otp }),
    storeVerificationToken: assign({
      verificationToken: (_, params: { output: unknown }) => verificationTokenOf(params.output),
    }),
    storePhoneNumber: assign({
      phoneNumber: (_, params: { phoneNumber: string }) => params.phoneNumber.trim(),
    }),
    showError: assign({ error: (_, params: FieldError) => params, notice: null }),
    clearError: assign({ error: null }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice, error: null }),
    forgetPassword: assign({ password: '' }),
    /** Completion clears any authentication (spec section 4) without logging in. */
    clearAuthentication: () => notProvided('signup.clearAuthentication'),
    redirectToLogin: () => notProvided('signup.redirectToLogin'),
  },
  guards: {
    detailsInvalid: (_, params: SignupDetails) => signupDetailsError(params) !== null,
    otpComplete: (_, params: { otp: string }) => isCompleteOtp(params.otp),
    phoneNumberInvalid: (_, params: { phoneNumber: string }) =>
      phoneNumberError(params.phoneNumber) !== null,
  },
  delays: {
    RESEND_COOLDOWN: authFlow.otpResendCooldownMs,
    REDIRECT_COUNTDOWN: authFlow.redirectCountdownMs,
  },
}).createMachine({
  id: 'signup',
  description:
    'Sign-up in four steps (spec section 4): 1 initial info, 2 verify email (entered when the OTP is sent), 3 additional info (entered when the OTP is verified), 4 complete, which clears authentication and goes to /login after 3 s without logging in.',
  context: initialContext,
  initial: 'details',
  states: {
    details: {
      description:
        'Step 1: full name, email, password with confirmation and live strength, optional referral code.',
      tags: 'step1',
      initial: 'editing',
      states: {
        editing: {
          description: 'The person fills in the form.',
          on: {
            'signup.submitDetails': [
              {
                guard: { type: 'detailsInvalid', params: ({ event }) => event },
                // biome-ignore lint/style/noNonNullAssertion: the guard found an error.
                actions: { type: 'showError', params: ({ event }) => signupDetailsError(event)! },
              },
              {
                target: 'sendingOtp',
                actions: [{ type: 'storeDetails', params: ({ event }) => event }, 'clearError'],
              },
            ],
          },
        },
        sendingOtp: {
          description: 'POST send-email-verify: a 6-digit code goes to the email.',
          invoke: {
            id: 'sendEmailOtp',
            src: 'sendEmailOtp',
            input: ({ context }) => ({ email: context.email }),
            onDone: {
              target: '#signup.verifyEmail',
              actions: {
                type: 'showNotice',
                params: ({ context }) => ({ notice: signupTexts.codeSent(context.email) }),
              },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) => ({
                  field: 'form' as const,
                  message: failureText(event.error, messages.unexpected),
                }),
              },
            },
          },
        },
      },
    },
    verifyEmail: {
      description:
        'Step 2: the code, digits only, verified at 6 digits; Resend is disabled for 30 s after each send.',
      tags: 'step2',
      type: 'parallel',
      on: {
        'signup.editDetails': {
          target: 'details',
          actions: [{ type: 'storeOtp', params: { otp: '' } }, 'clearError'],
        },
      },
      states: {
        code: {
          description: 'The OTP field.',
          initial: 'entering',
          states: {
            entering: {
              description: 'Typing the code; the sixth digit submits it.',
              on: {
                'signup.otpChanged': [
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
                id: 'verifyEmailOtp',
                src: 'verifyEmailOtp',
                input: ({ context }) => ({ email: context.email, otp: context.otp }),
                onDone: {
                  target: '#signup.profile',
                  actions: [
                    { type: 'storeVerificationToken', params: ({ event }) => event },
                    { type: 'showNotice', params: { notice: signupTexts.emailVerified } },
                  ],
                },
                onError: {
                  target: 'entering',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      field: 'otp' as const,
                      message: failureText(event.error, messages.verifyOtpUnknown),
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
            coolingDown: {
              description: 'Resend is disabled; the page counts down the seconds.',
              after: { RESEND_COOLDOWN: { target: 'ready' } },
            },
            ready: {
              description: 'Resend is enabled.',
              on: { 'signup.resendOtp': { target: 'sending' } },
            },
            sending: {
              description: 'POST send-email-verify again.',
              invoke: {
                id: 'resendEmailOtp',
                src: 'sendEmailOtp',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    { type: 'storeOtp', params: { otp: '' } },
                    {
                      type: 'showNotice',
                      params: ({ context }) => ({ notice: signupTexts.codeResent(context.email) }),
                    },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({
                      field: 'form' as const,
                      message: failureText(event.error, messages.unexpected),
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
    profile: {
      description: 'Step 3: additional info (phone number), then the account is created.',
      tags: 'step3',
      initial: 'editing',
      states: {
        editing: {
          description: 'The person enters a phone number.',
          on: {
            'signup.submitProfile': [
              {
                guard: { type: 'phoneNumberInvalid', params: ({ event }) => event },
                actions: {
                  type: 'showError',
                  params: { field: 'phoneNumber', message: formTexts.phoneInvalid },
                },
              },
              {
                target: 'creating',
                actions: [{ type: 'storePhoneNumber', params: ({ event }) => event }, 'clearError'],
              },
            ],
          },
        },
        creating: {
          description:
            "POST user-signup/manual; the services answer 'Missing required user data' or 'Signup failed' when due.",
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context }) => ({
              fullName: context.fullName,
              email: context.email,
              password: context.password,
              referralCode: context.referralCode,
              phoneNumber: context.phoneNumber,
              verificationToken: context.verificationToken,
            }),
            onDone: { target: '#signup.complete', actions: ['forgetPassword', 'clearError'] },
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) => ({
                  field: 'form' as const,
                  message: failureText(event.error, messages.signupFailed),
                }),
              },
            },
          },
        },
      },
    },
    complete: {
      description:
        'Step 4: the account exists; authentication is cleared and /login follows after a visible 3 s countdown.',
      tags: 'step4',
      entry: 'clearAuthentication',
      after: { REDIRECT_COUNTDOWN: { target: 'redirected' } },
    },
    redirected: {
      description: 'Sent to /login without logging in.',
      tags: 'step4',
      type: 'final',
      entry: 'redirectToLogin',
    },
  },
});
