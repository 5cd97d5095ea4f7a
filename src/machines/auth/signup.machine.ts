import { assign, setup } from 'xstate';
import { REFERRAL_CODE_NOT_FOUND } from '../../contracts/referral.ts';
import { authFlow } from '../../domain/constants.ts';
import { messages } from '../../domain/errors/messages.ts';
import { countdownMachine, invokeCountdown } from '../countdown/countdown.machine.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import { type EmailCodeTexts, emailCodeChild } from './email-code.machine.ts';
import {
  type FieldError,
  failureText,
  formTexts,
  phoneNumberError,
  type SignupDetails,
  signupDetailsErrors,
} from './form-rules.ts';

/** What the account is created with (POST user-signup/manual). */
export interface NewAccount {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  readonly referralCode: string;
  readonly phoneNumber: string;
  /** The token verify-email-otp answered for this email; spent by the sign-up call. */
  readonly verificationToken: string | null;
  /** The Terms and the Risk Disclosure accepted on step 1 (sent with their version). */
  readonly consent: boolean;
}

export type SignupEvent =
  | ({ type: 'signup.submitDetails' } & SignupDetails)
  | { type: 'signup.editDetails' }
  | {
      type: 'signup.submitProfile';
      phoneNumber: string;
      /** A corrected referral code, when sign-up refused the one from step 1. */
      referralCode?: string;
    };

/** The sign-up link's code (`/signup?ref=CODE`) pre-fills the referral code field. */
export interface SignupInput {
  readonly referralCode?: string;
}

export interface SignupContext {
  fullName: string;
  email: string;
  password: string;
  referralCode: string;
  phoneNumber: string;
  verificationToken: string | null;
  /** The Terms and the Risk Disclosure accepted on step 1. */
  consent: boolean;
  /** The emailed code was verified. */
  verified: boolean;
  /** Every problem found at once, each tied to its field. */
  errors: readonly FieldError[];
  /** Information for the person (email verified), shown in a live region. */
  notice: string | null;
}

export const signupTexts = {
  emailVerified: 'Email verified. One more step.',
} as const;

const signupCodeTexts: EmailCodeTexts = {
  sendFailed: messages.unexpected,
  resendFailed: messages.unexpected,
  verifyFailed: messages.verifyOtpUnknown,
  verified: signupTexts.emailVerified,
};

const initialContext: SignupContext = {
  fullName: '',
  email: '',
  password: '',
  referralCode: '',
  phoneNumber: '',
  verificationToken: null,
  consent: false,
  verified: false,
  errors: [],
  notice: null,
};

/** The step of spec section 4 each state belongs to: 1 initial info … 4 complete. */
export const signupStepTags = { 1: 'step1', 2: 'step2', 3: 'step3', 4: 'step4' } as const;

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput | undefined,
    tags: {} as (typeof signupStepTags)[keyof typeof signupStepTags],
  },
  actors: {
    countdown: countdownMachine,
    emailCode: emailCodeChild.logic,
    createAccount: providedRequest<unknown, NewAccount>('signup.createAccount'),
  },
  actions: {
    storeDetails: assign((_, params: SignupDetails) => ({
      fullName: params.fullName.trim(),
      email: params.email.trim(),
      password: params.password,
      referralCode: params.referralCode.trim(),
      consent: params.consent,
    })),
    takeCodeOutcome: assign(({ event }) => emailCodeChild.outcome(event)),
    storePhoneNumber: assign(
      ({ context }, params: { phoneNumber: string; referralCode?: string }) => ({
        phoneNumber: params.phoneNumber.trim(),
        referralCode: params.referralCode?.trim() ?? context.referralCode,
      }),
    ),
    showErrors: assign({ errors: (_, params: readonly FieldError[]) => params, notice: null }),
    clearError: assign({ errors: [] }),
    forgetSecrets: assign({ password: '', verificationToken: null }),
    /** Completion clears any authentication (spec section 4) without logging in. */
    clearAuthentication: () => notProvided('signup.clearAuthentication'),
    redirectToLogin: (_, _params: { email: string }) => notProvided('signup.redirectToLogin'),
    /**
     * Notes that this browser opened the account, so its first login starts the new trader in
     * rupees (the currency actor decides, keeping a guest's toggle choice).
     */
    rememberNewTrader: (_, _params: { email: string }) => notProvided('signup.rememberNewTrader'),
  },
  guards: {
    detailsInvalid: (_, params: SignupDetails) => signupDetailsErrors(params).length > 0,
    codeVerified: emailCodeChild.verified,
    phoneNumberInvalid: (_, params: { phoneNumber: string }) =>
      phoneNumberError(params.phoneNumber) !== null,
    referralRefused: (_, error: unknown) =>
      failureText(error, '').startsWith(REFERRAL_CODE_NOT_FOUND),
  },
  delays: {
    REDIRECT_COUNTDOWN: authFlow.redirectCountdownMs,
  },
}).createMachine({
  id: 'signup',
  description:
    'Sign-up in four steps (spec section 4): 1 initial info, 2 verify email (entered when the OTP is sent), 3 additional info (entered when the OTP is verified), 4 complete, which clears authentication and goes to /login after 3 s without logging in.',
  context: ({ input }) => ({
    ...initialContext,
    referralCode: input?.referralCode?.trim().slice(0, 32) ?? '',
  }),
  initial: 'details',
  states: {
    details: {
      description:
        'Step 1: full name, email, password with confirmation and live strength, optional referral code; every problem is shown at once.',
      tags: 'step1',
      on: {
        'signup.submitDetails': [
          {
            guard: { type: 'detailsInvalid', params: ({ event }) => event },
            actions: { type: 'showErrors', params: ({ event }) => signupDetailsErrors(event) },
          },
          {
            target: 'verifyEmail',
            actions: [{ type: 'storeDetails', params: ({ event }) => event }, 'clearError'],
          },
        ],
      },
    },
    verifyEmail: {
      description:
        'Step 2: the emailed code (the emailCode child sends it, checks it at 6 digits and allows a resend every 30 s); the page stays on step 1 until the code has gone out.',
      tags: 'step2',
      invoke: emailCodeChild.invoke(signupCodeTexts, { verified: 'profile', unsent: 'details' }),
      on: {
        'signup.editDetails': { target: 'details', actions: 'clearError' },
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
                  type: 'showErrors',
                  params: [{ field: 'phoneNumber', message: formTexts.phoneInvalid }],
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
              consent: context.consent,
            }),
            onDone: { target: '#signup.complete', actions: ['forgetSecrets', 'clearError'] },
            onError: [
              {
                // The code is wrong (a typo): the field comes back on this step to fix it.
                guard: {
                  type: 'referralRefused',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: 'editing',
                actions: {
                  type: 'showErrors',
                  params: [{ field: 'referralCode', message: REFERRAL_CODE_NOT_FOUND }],
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'showErrors',
                  params: ({ event }) => [
                    { field: 'form', message: failureText(event.error, messages.signupFailed) },
                  ],
                },
              },
            ],
          },
        },
      },
    },
    complete: {
      description:
        'Step 4: the account exists; authentication is cleared and /login follows after a visible 3 s countdown.',
      tags: 'step4',
      entry: [
        'clearAuthentication',
        { type: 'rememberNewTrader', params: ({ context }) => ({ email: context.email }) },
      ],
      invoke: invokeCountdown(authFlow.redirectCountdownMs),
      after: { REDIRECT_COUNTDOWN: { target: 'redirected' } },
    },
    redirected: {
      description: 'Sent to /login without logging in.',
      tags: 'step4',
      type: 'final',
      entry: { type: 'redirectToLogin', params: ({ context }) => ({ email: context.email }) },
    },
  },
});
