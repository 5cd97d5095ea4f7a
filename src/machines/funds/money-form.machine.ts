import { assign, setup } from 'xstate';
import type {
  ConfirmationMethod,
  ConfirmWithdrawalResponse,
  FundsRefusalCode,
  MovementResponse,
  WithdrawalLimitsResponse,
} from '../../contracts/funds.ts';
import { checkMoneyAmount, type MoneyFormKind } from '../../domain/funds/money-form-rules.ts';
import type { AccountNotice } from '../../domain/trading/account-notice.ts';
import { errorInWords, failTo } from '../invoke-outcomes.ts';
import type { MachineTypes } from '../machine-types.ts';
import { notProvided, providedRequest } from '../not-provided.ts';

export interface MoneyFormContext {
  readonly kind: MoneyFormKind;
  readonly userId: string;
  /** The amount typed, as text. */
  readonly amount: string;
  /** The code that confirms the withdrawal in flight. */
  readonly code: string;
  /** A withdrawal held until its code confirms it (by `expiresAt`), else null. */
  readonly confirmation: {
    readonly transactionId: string;
    readonly method: ConfirmationMethod;
    readonly expiresAt: string;
  } | null;
  /** The server's words once the withdrawal was confirmed. */
  readonly confirmed: string | null;
  /** What the wallet may withdraw today, the holds and the demo rules (null until loaded). */
  readonly limits: WithdrawalLimitsResponse | null;
  readonly fieldError: string | null;
  readonly error: string | null;
  readonly result: MovementResponse | null;
  /** Idempotency-Key of the attempt in flight; a retry of the same amount reuses it. */
  readonly key: string | null;
  readonly sentAmount: string | null;
}

export type MoneyFormEvent =
  /** `key` is a fresh random id, used unless this repeats the failed attempt's amount. */
  | { type: 'form.submit'; amount: string; key: string }
  | { type: 'form.submitCode'; code: string }
  | { type: 'form.reset' };

export interface MoneySubmitInput {
  readonly kind: MoneyFormKind;
  readonly userId: string;
  readonly amount: string;
  readonly key: string;
}

export interface ConfirmWithdrawalInput {
  readonly transactionId: string;
  readonly code: string;
}

const refusalCode = (error: unknown): FundsRefusalCode | undefined => {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? (body.code as FundsRefusalCode) : undefined;
};

/** A form with nothing typed, sent or answered. */
const cleared = {
  amount: '',
  code: '',
  confirmation: null,
  confirmed: null,
  fieldError: null,
  error: null,
  result: null,
  key: null,
  sentAmount: null,
} as const;

/**
 * A state where the form is at rest: on entry it reads what may be withdrawn today and what holds
 * it back (`loading`), then waits (`ready`); a failed read leaves the last figures shown.
 */
const atRest = {
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reading today’s withdrawal limit, any hold after a bank change, and the demo rules.',
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: {
          target: 'ready',
          actions: {
            type: 'keepLimits',
            params: ({ event }: { event: { output: WithdrawalLimitsResponse } }) => ({
              limits: event.output,
            }),
          },
        },
        onError: { target: 'ready' },
      },
    },
    ready: { description: 'The figures are shown (the last ones, if the read failed).' },
  },
} as const;

const submit = [
  { guard: 'amountInvalid', target: '#moneyForm.editing', actions: 'showFieldError' },
  { target: '#moneyForm.submitting', actions: 'takeAmount' },
] as const;

/** What a deposit or withdrawal form is created with. */
export type MoneyFormInput = { kind: MoneyFormKind; userId: string };

/**
 * A deposit or withdrawal form: the amount is checked with the server's own rules before it is
 * sent, one request at a time (the button is disabled while it is out, and an Idempotency-Key makes
 * a repeat harmless), then a clear success or error. A withdrawal the server refuses for missing
 * KYC ends in `kycRequired` (the page leads to /kyc); an accepted one is held until its code
 * (authenticator or mailed) confirms it. The limits of today are read whenever the form is at rest.
 */
export const moneyFormMachine = setup({
  types: {} as MachineTypes<MoneyFormContext, MoneyFormEvent, MoneyFormInput>,
  actors: {
    submitMovement: providedRequest<MovementResponse, MoneySubmitInput>('moneyForm.submitMovement'),
    confirmWithdrawal: providedRequest<ConfirmWithdrawalResponse, ConfirmWithdrawalInput>(
      'moneyForm.confirmWithdrawal',
    ),
    loadLimits: providedRequest<WithdrawalLimitsResponse, void>('moneyForm.loadLimits'),
  },
  guards: {
    amountInvalid: ({ context, event }) =>
      event.type === 'form.submit' && checkMoneyAmount(context.kind, event.amount) !== null,
    needsKyc: ({ event }) => 'error' in event && refusalCode(event.error) === 'KYC_REQUIRED',
    awaitsCode: ({ event }) =>
      'output' in event && (event.output as MovementResponse).confirmation !== undefined,
    wrongCode: ({ event }) =>
      'error' in event && refusalCode(event.error) === 'WITHDRAWAL_CODE_INVALID',
    codeBlank: ({ event }) => event.type === 'form.submitCode' && event.code.trim() === '',
  },
  actions: {
    showFieldError: assign(({ context, event }) =>
      event.type === 'form.submit'
        ? { fieldError: checkMoneyAmount(context.kind, event.amount), error: null }
        : {},
    ),
    takeAmount: assign(({ context, event }) => {
      if (event.type !== 'form.submit') return {};
      const repeat = context.error !== null && context.sentAmount === event.amount.trim();
      return {
        amount: event.amount.trim(),
        sentAmount: event.amount.trim(),
        key: repeat && context.key !== null ? context.key : event.key,
        code: '',
        fieldError: null,
        error: null,
        result: null,
      };
    }),
    takeCode: assign(({ event }) =>
      event.type === 'form.submitCode' ? { code: event.code.trim(), error: null } : {},
    ),
    showCodeMissing: assign({ error: (_, params: { error: string }) => params.error }),
    showError: assign(errorInWords),
    showResult: assign((_, params: { result: MovementResponse }) => ({
      ...cleared,
      result: params.result,
    })),
    holdForCode: assign((_, params: { result: MovementResponse }) => ({
      result: params.result,
      code: '',
      error: null,
      confirmation:
        params.result.confirmation === undefined
          ? null
          : { transactionId: params.result.transaction.id, ...params.result.confirmation },
    })),
    showConfirmed: assign((_, params: { message: string }) => ({
      confirmed: params.message,
      code: '',
      error: null,
    })),
    keepLimits: assign({
      limits: (_, params: { limits: WithdrawalLimitsResponse }) => params.limits,
    }),
    reset: assign(cleared),
    /** Leaves the deposit or the withdrawal sent in the bell (issue 25). */
    tellAccount: (_, _params: AccountNotice) => notProvided('moneyForm.tellAccount'),
  },
}).createMachine({
  id: 'moneyForm',
  description:
    'A deposit or withdrawal form: validated, sent once with an Idempotency-Key, then success or a clear error; a withdrawal may lead to KYC, and an accepted one waits for its confirmation code.',
  context: ({ input }) => ({ kind: input.kind, userId: input.userId, limits: null, ...cleared }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The amount is being typed; the last check’s message is shown.',
      ...atRest,
      on: { 'form.submit': submit },
    },
    submitting: {
      description: 'The request is out; the button is disabled, so nothing is sent twice.',
      invoke: {
        id: 'submitMovement',
        src: 'submitMovement',
        input: ({ context }) => ({
          kind: context.kind,
          userId: context.userId,
          amount: context.amount,
          key: context.key ?? '',
        }),
        onDone: [
          {
            guard: 'awaitsCode',
            target: 'confirming',
            actions: { type: 'holdForCode', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'succeeded',
            actions: [
              { type: 'showResult', params: ({ event }) => ({ result: event.output }) },
              {
                type: 'tellAccount',
                params: ({ context, event }) => ({
                  id: event.output.transaction.id,
                  kind: context.kind,
                  at: new Date().toISOString(),
                  amount: event.output.transaction.amount,
                }),
              },
            ],
          },
        ],
        onError: [{ guard: 'needsKyc', target: 'kycRequired' }, failTo('failed')],
      },
    },
    confirming: {
      description:
        'The withdrawal is held: the trader enters the code (authenticator or mailed) within 10 minutes, or the money is released.',
      ...atRest,
      on: {
        'form.submitCode': [
          {
            guard: 'codeBlank',
            actions: { type: 'showCodeMissing', params: { error: 'Enter the code to confirm' } },
          },
          { target: 'sendingCode', actions: 'takeCode' },
        ],
        'form.reset': { target: 'editing', actions: 'reset' },
      },
    },
    sendingCode: {
      description: 'The code is out; a wrong one leaves the withdrawal waiting for the right one.',
      invoke: {
        id: 'confirmWithdrawal',
        src: 'confirmWithdrawal',
        input: ({ context }) => ({
          transactionId: context.confirmation?.transactionId ?? '',
          code: context.code,
        }),
        onDone: {
          target: 'succeeded',
          actions: [
            {
              type: 'tellAccount',
              params: ({ context }) => ({
                id: context.confirmation?.transactionId ?? '',
                kind: 'withdrawal' as const,
                at: new Date().toISOString(),
                amount: context.result?.transaction.amount ?? Number(context.amount),
              }),
            },
            {
              type: 'showConfirmed',
              params: ({ event }) => ({ message: event.output.message }),
            },
          ],
        },
        onError: [{ guard: 'wrongCode', ...failTo('confirming') }, failTo('failed')],
      },
    },
    kycRequired: {
      description: 'Withdrawals need verified KYC and a bank account: the page leads to /kyc.',
      on: { 'form.reset': { target: 'editing', actions: 'reset' } },
    },
    failed: {
      description:
        'Refused or not sent: the message is shown; the same amount retries with the same key.',
      ...atRest,
      on: { 'form.submit': submit, 'form.reset': { target: 'editing', actions: 'reset' } },
    },
    succeeded: {
      description: 'Done: the confirmation is shown; a new amount starts over.',
      ...atRest,
      on: { 'form.submit': submit, 'form.reset': { target: 'editing', actions: 'reset' } },
    },
  },
});
