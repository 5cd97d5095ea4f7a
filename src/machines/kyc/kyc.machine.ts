import { assign, setup } from 'xstate';
import type { KycStatus } from '../../contracts/kyc.ts';
import { authFlow } from '../../domain/constants.ts';
import { messages } from '../../domain/errors/messages.ts';
import type { AccountNotice } from '../../domain/trading/account-notice.ts';
import { failureText } from '../auth/form-rules.ts';
import { checkedSubmit } from '../checked-submit.ts';
import { countdownMachine, resendCooldown } from '../countdown/countdown.machine.ts';
import { notProvided, providedRequest } from '../not-provided.ts';
import {
  aadhaarFieldError,
  type BankDetails,
  bankDetailsError,
  type KycField,
  type KycFieldError,
  otpFieldError,
  type PanDetails,
  panDetailsError,
} from './kyc-rules.ts';

export type KycEvent =
  | { type: 'kyc.retry' }
  | { type: 'kyc.sendOtp'; aadhaarNumber: string }
  | { type: 'kyc.verifyOtp'; otp: string }
  | { type: 'kyc.resendOtp' }
  | { type: 'kyc.changeAadhaar' }
  | { type: 'kyc.submitPan'; details: PanDetails }
  | { type: 'kyc.submitBank'; details: BankDetails }
  | { type: 'kyc.changeBank' }
  | { type: 'kyc.keepBank' }
  | { type: 'kyc.reset' };

/** Spec section 3's KYC state; `status` is the server's (masked) view after each step. */
export interface KycContext {
  accessToken: string | null;
  status: KycStatus | null;
  aadhaar: {
    number: string;
    otp: string;
    referenceId: string | null;
    otpSent: boolean;
    verified: boolean;
  };
  pan: { details: PanDetails; verified: boolean };
  bank: { details: BankDetails; verified: boolean };
  error: KycFieldError | null;
  notice: string | null;
}

export const kycTexts = {
  codeSent: 'We sent a 6-digit code to the email of your account.',
  codeResent: 'We sent a new code to the email of your account.',
  aadhaarVerified: 'Aadhaar verified.',
  panVerified: 'PAN verified. Your identity is verified.',
  bankVerified: 'Bank account verified. You can now withdraw to it.',
  /** Spec section 8 names no default for the bank check; this one is ours. */
  verifyBankFailed: 'Failed to verify bank account',
} as const;

export interface AuthenticateOutput {
  accessToken: string;
  status: KycStatus;
}

const k = messages.kyc;

export const initialKycContext: KycContext = {
  accessToken: null,
  status: null,
  aadhaar: { number: '', otp: '', referenceId: null, otpSent: false, verified: false },
  pan: { details: { pan: '', name_as_per_pan: '', date_of_birth: '' }, verified: false },
  bank: { details: { ifsc: '', accountNumber: '' }, verified: false },
  error: null,
  notice: null,
};

/** A refused PAN or bank check as a bell notice, with the reason in words. */
const refusedNotice = (check: 'pan' | 'bank', reason: string): AccountNotice => {
  const at = new Date().toISOString();
  const what = check === 'pan' ? 'the PAN check' : 'the bank account check';
  return {
    id: `kyc-${check}-${at}`,
    kind: 'kyc',
    at,
    verified: false,
    detail: `${what} failed. ${reason}`,
  };
};

const failure =
  (field: KycField, fallback: string) =>
  ({ event }: { event: { error: unknown } }) => ({
    field,
    message: failureText(event.error, fallback),
  });

/** POST send-otp-adhaar for the number typed: sent, the reference id is kept and `notice` shows. */
const sendingOtp = (
  id: string,
  on: { sent: string; notice: string; failed: string; field: KycField },
) =>
  ({
    id,
    src: 'sendAadhaarOtp',
    input: ({ context }: { context: KycContext }) => ({
      accessToken: context.accessToken ?? '',
      aadhaarNumber: context.aadhaar.number,
    }),
    onDone: {
      target: on.sent,
      actions: [
        {
          type: 'markOtpSent',
          params: ({ event }: { event: { output: { referenceId: string } } }) => event.output,
        },
        { type: 'showNotice', params: { notice: on.notice } },
      ],
    },
    onError: {
      target: on.failed,
      actions: { type: 'showError', params: failure(on.field, k.sendOtpFailed) },
    },
  }) as const;

/** What the PAN or bank check sends: the KYC session and the details typed. */
const detailsToVerify =
  <S extends 'pan' | 'bank'>(step: S) =>
  ({ context }: { context: KycContext }) => ({
    accessToken: context.accessToken ?? '',
    details: context[step].details as KycContext[S]['details'],
  });

/** A step the server verified: its status is kept, the step marked and `notice` shown. */
const verified = <const M extends string>(mark: M, notice: string) =>
  [
    {
      type: 'storeStatus',
      params: ({ event }: { event: { output: KycStatus } }) => ({ status: event.output }),
    },
    mark,
    { type: 'showNotice', params: { notice } },
  ] as const;

/** A PAN or bank check the server refused: the reason shows, and goes to the bell. */
const refused = (check: 'pan' | 'bank', fallback: string) =>
  [
    { type: 'showError', params: failure('form', fallback) },
    {
      type: 'tellAccount',
      params: ({ event }: { event: { error: unknown } }) =>
        refusedNotice(check, failure('form', fallback)({ event }).message),
    },
  ] as const;

export const kycMachine = setup({
  types: { context: {} as KycContext, events: {} as KycEvent },
  actors: {
    countdown: countdownMachine,
    authenticate: providedRequest<AuthenticateOutput>('kyc.authenticate'),
    sendAadhaarOtp: providedRequest<
      { referenceId: string },
      { accessToken: string; aadhaarNumber: string }
    >('kyc.sendAadhaarOtp'),
    verifyAadhaarOtp: providedRequest<
      KycStatus,
      { accessToken: string; referenceId: string; otp: string; aadhaarNumber: string }
    >('kyc.verifyAadhaarOtp'),
    verifyPan: providedRequest<KycStatus, { accessToken: string; details: PanDetails }>(
      'kyc.verifyPan',
    ),
    verifyBank: providedRequest<KycStatus, { accessToken: string; details: BankDetails }>(
      'kyc.verifyBank',
    ),
  },
  actions: {
    resetContext: assign(() => initialKycContext),
    storeSession: assign((_, params: AuthenticateOutput) => ({
      accessToken: params.accessToken,
      status: params.status,
    })),
    storeStatus: assign({ status: (_, params: { status: KycStatus }) => params.status }),
    /** Leaves the KYC result in the bell (issue 25): verified, or a check refused and why. */
    tellAccount: (_, _params: AccountNotice) => notProvided('kyc.tellAccount'),
    storeAadhaarNumber: assign({
      aadhaar: ({ context }, params: { aadhaarNumber: string }) => ({
        ...context.aadhaar,
        number: params.aadhaarNumber.trim(),
      }),
    }),
    storeOtp: assign({
      aadhaar: ({ context }, params: { otp: string }) => ({ ...context.aadhaar, otp: params.otp }),
    }),
    markOtpSent: assign({
      aadhaar: ({ context }, params: { referenceId: string }) => ({
        ...context.aadhaar,
        referenceId: params.referenceId,
        otp: '',
        otpSent: true,
      }),
    }),
    forgetOtp: assign({
      aadhaar: ({ context }) => ({
        ...context.aadhaar,
        otp: '',
        referenceId: null,
        otpSent: false,
      }),
    }),
    // Once verified, the full number leaves memory: the screen shows the server's mask.
    markAadhaarVerified: assign({
      aadhaar: () => ({ number: '', otp: '', referenceId: null, otpSent: true, verified: true }),
    }),
    storePanDetails: assign(({ context }, params: { details: PanDetails }) => ({
      pan: { ...context.pan, details: params.details },
    })),
    markPanVerified: assign(() => ({
      pan: { details: initialKycContext.pan.details, verified: true },
    })),
    storeBankDetails: assign(({ context }, params: { details: BankDetails }) => ({
      bank: { ...context.bank, details: params.details },
    })),
    markBankVerified: assign(() => ({
      bank: { details: initialKycContext.bank.details, verified: true },
    })),
    showError: assign({ error: (_, params: KycFieldError) => params, notice: null }),
    clearError: assign({ error: null }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice, error: null }),
  },
  guards: {
    aadhaarPending: ({ context }) => context.status?.aadhaar.state !== 'verified',
    panPending: ({ context }) => context.status?.pan.state !== 'verified',
    bankPending: ({ context }) => context.status?.bank.state !== 'verified',
    bankVerified: ({ context }) => context.status?.bank.state === 'verified',
    aadhaarInvalid: (_, params: { aadhaarNumber: string }) =>
      aadhaarFieldError(params.aadhaarNumber) !== null,
    otpInvalid: (_, params: { otp: string }) => otpFieldError(params.otp) !== null,
    panInvalid: (_, params: { details: PanDetails }) => panDetailsError(params.details) !== null,
    bankInvalid: (_, params: { details: BankDetails }) => bankDetailsError(params.details) !== null,
  },
  delays: {
    RESEND_COOLDOWN: authFlow.otpResendCooldownMs,
  },
}).createMachine({
  id: 'kyc',
  description:
    'KYC (spec sections 3, 4, 7, 8): authenticate for a KYC session, then Aadhaar OTP (30 s resend cooldown), PAN and bank account, each requested, verified or failed with the entered values kept; the step to show follows the server status; a reset starts over.',
  context: initialKycContext,
  // Spawned when /kyc opens (the root's pages actor), so it starts at once.
  initial: 'authenticating',
  on: {
    'kyc.reset': { target: '.authenticating', actions: 'resetContext' },
  },
  states: {
    authenticating: {
      description: 'POST authenticate-kyc (bearer) for the accessToken, then the KYC status.',
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        onDone: {
          target: 'routing',
          actions: [{ type: 'storeSession', params: ({ event }) => event.output }, 'clearError'],
        },
        onError: {
          target: 'authFailed',
          actions: { type: 'showError', params: failure('form', k.authenticateFailed) },
        },
      },
    },
    authFailed: {
      description: "The session could not start ('Failed to authenticate KYC'); Try again.",
      on: { 'kyc.retry': { target: 'authenticating' } },
    },
    routing: {
      description: 'Picks the first step the server has not verified.',
      always: [
        { guard: 'aadhaarPending', target: 'aadhaar' },
        { guard: 'panPending', target: 'pan' },
        { guard: 'bankPending', target: 'bank' },
        { target: 'complete' },
      ],
    },
    aadhaar: {
      description: 'Step 1: the Aadhaar number, then the OTP sent for it.',
      initial: 'entering',
      states: {
        entering: {
          description: 'The trader types the 12-digit number (checked: first digit 2–9, Verhoeff).',
          on: {
            'kyc.sendOtp': checkedSubmit({
              invalid: 'aadhaarInvalid',
              store: 'storeAadhaarNumber',
              errorOf: (event: { aadhaarNumber: string }) => aadhaarFieldError(event.aadhaarNumber),
              target: 'sending',
              clear: 'clearError',
            }),
          },
        },
        sending: {
          description: 'POST send-otp-adhaar; the reference id comes back.',
          invoke: sendingOtp('sendAadhaarOtp', {
            sent: 'codeSent',
            notice: kycTexts.codeSent,
            failed: 'entering',
            field: 'aadhaarNumber',
          }),
        },
        codeSent: {
          description: 'The OTP field and Resend; the number can still be changed.',
          type: 'parallel',
          on: {
            'kyc.changeAadhaar': { target: 'entering', actions: ['forgetOtp', 'clearError'] },
          },
          states: {
            code: {
              description: 'The 6-digit code from the email.',
              initial: 'entering',
              states: {
                entering: {
                  description: 'The trader types the code.',
                  on: {
                    'kyc.verifyOtp': checkedSubmit({
                      invalid: 'otpInvalid',
                      store: 'storeOtp',
                      errorOf: (event: { otp: string }) => otpFieldError(event.otp),
                      target: 'verifying',
                      clear: 'clearError',
                    }),
                  },
                },
                verifying: {
                  description:
                    'POST verify-otp-adhaar with the reference id, the code and the number.',
                  invoke: {
                    id: 'verifyAadhaarOtp',
                    src: 'verifyAadhaarOtp',
                    input: ({ context }) => ({
                      accessToken: context.accessToken ?? '',
                      referenceId: context.aadhaar.referenceId ?? '',
                      otp: context.aadhaar.otp,
                      aadhaarNumber: context.aadhaar.number,
                    }),
                    onDone: {
                      target: '#kyc.pan',
                      actions: verified('markAadhaarVerified', kycTexts.aadhaarVerified),
                    },
                    onError: {
                      target: 'entering',
                      actions: { type: 'showError', params: failure('otp', k.verifyOtpFailed) },
                    },
                  },
                },
              },
            },
            resend: {
              description: 'Resend is disabled for 30 s after each code.',
              initial: 'coolingDown',
              states: {
                ...resendCooldown(
                  authFlow.otpResendCooldownMs,
                  'kyc.resendOtp',
                  'The page counts the seconds down.',
                ),
                sending: {
                  description:
                    'POST send-otp-adhaar again for the same number; a new reference id.',
                  invoke: sendingOtp('resendAadhaarOtp', {
                    sent: 'coolingDown',
                    notice: kycTexts.codeResent,
                    failed: 'ready',
                    field: 'otp',
                  }),
                },
              },
            },
          },
        },
      },
    },
    pan: {
      description: 'Step 2: PAN, the name as printed on it and the date of birth.',
      initial: 'entering',
      states: {
        entering: {
          description: 'The trader types the PAN details; they stay after a refusal.',
          on: {
            'kyc.submitPan': checkedSubmit({
              invalid: 'panInvalid',
              store: 'storePanDetails',
              errorOf: (event: { details: PanDetails }) => panDetailsError(event.details),
              target: 'verifying',
              clear: 'clearError',
            }),
          },
        },
        verifying: {
          description: 'POST verify-pan-number.',
          invoke: {
            id: 'verifyPan',
            src: 'verifyPan',
            input: detailsToVerify('pan'),
            onDone: {
              target: '#kyc.bank',
              actions: verified('markPanVerified', kycTexts.panVerified),
            },
            onError: {
              target: 'entering',
              actions: refused('pan', k.verifyPanFailed),
            },
          },
        },
      },
    },
    bank: {
      description: 'Step 3: the bank account withdrawals are paid to (IFSC and account number).',
      initial: 'entering',
      states: {
        entering: {
          description:
            'The trader types the IFSC and number; a verified account may be kept instead.',
          on: {
            'kyc.submitBank': checkedSubmit({
              invalid: 'bankInvalid',
              store: 'storeBankDetails',
              errorOf: (event: { details: BankDetails }) => bankDetailsError(event.details),
              target: 'verifying',
              clear: 'clearError',
            }),
            'kyc.keepBank': {
              guard: 'bankVerified',
              target: '#kyc.complete',
              actions: 'clearError',
            },
          },
        },
        verifying: {
          description: 'GET verify-bank-account (bearer and KYC session).',
          invoke: {
            id: 'verifyBank',
            src: 'verifyBank',
            input: detailsToVerify('bank'),
            onDone: {
              target: '#kyc.complete',
              actions: [
                ...verified('markBankVerified', kycTexts.bankVerified),
                {
                  type: 'tellAccount',
                  params: () => {
                    const at = new Date().toISOString();
                    return { id: `kyc-verified-${at}`, kind: 'kyc' as const, at, verified: true };
                  },
                },
              ],
            },
            onError: {
              target: 'entering',
              actions: refused('bank', kycTexts.verifyBankFailed),
            },
          },
        },
      },
    },
    complete: {
      description: 'Identity and bank account verified: the masked numbers are shown.',
      on: { 'kyc.changeBank': { target: 'bank', actions: 'clearError' } },
    },
  },
});
