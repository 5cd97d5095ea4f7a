import { assign, fromPromise, setup } from 'xstate';
import type { FundsRefusalCode, MovementResponse } from '../../contracts/funds.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import { checkMoneyAmount, type MoneyFormKind } from '../../domain/funds/money-form-rules.ts';
import { notProvided } from '../not-provided.ts';

export interface MoneyFormContext {
  readonly kind: MoneyFormKind;
  readonly userId: string;
  /** The amount typed, as text. */
  readonly amount: string;
  /** The two-factor code, once the server asked for one. */
  readonly code: string;
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
  readonly code: string | null;
  readonly key: string;
}

const refusalCode = (error: unknown): FundsRefusalCode | undefined => {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? (body.code as FundsRefusalCode) : undefined;
};

/** A form with nothing typed, sent or answered. */
const cleared = {
  amount: '',
  code: '',
  fieldError: null,
  error: null,
  result: null,
  key: null,
  sentAmount: null,
} as const;

const submit = [
  { guard: 'amountInvalid', target: '#moneyForm.editing', actions: 'showFieldError' },
  { target: '#moneyForm.submitting', actions: 'takeAmount' },
] as const;

/**
 * A deposit or withdrawal form: the amount is checked with the server's own rules before it is
 * sent, one request at a time (the button is disabled while it is out, and an Idempotency-Key makes
 * a repeat harmless), then a clear success or error. A withdrawal the server refuses for missing
 * KYC ends in `kycRequired` (the page leads to /kyc); one that needs a second factor asks for the code.
 */
export const moneyFormMachine = setup({
  types: {
    context: {} as MoneyFormContext,
    events: {} as MoneyFormEvent,
    input: {} as { kind: MoneyFormKind; userId: string },
  },
  actors: {
    submitMovement: fromPromise<MovementResponse, MoneySubmitInput>(async () =>
      notProvided('moneyForm.submitMovement'),
    ),
  },
  guards: {
    amountInvalid: ({ context, event }) =>
      event.type === 'form.submit' && checkMoneyAmount(context.kind, event.amount) !== null,
    needsKyc: ({ event }) => 'error' in event && refusalCode(event.error) === 'KYC_REQUIRED',
    needsSecondFactor: ({ event }) =>
      'error' in event &&
      (refusalCode(event.error) === 'SECOND_FACTOR_REQUIRED' ||
        refusalCode(event.error) === 'SECOND_FACTOR_INVALID'),
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
    showError: assign({ error: (_, params: { error: unknown }) => apiErrorMessage(params.error) }),
    showResult: assign((_, params: { result: MovementResponse }) => ({
      ...cleared,
      result: params.result,
    })),
    reset: assign(cleared),
  },
}).createMachine({
  id: 'moneyForm',
  description:
    'A deposit or withdrawal form: validated, sent once with an Idempotency-Key, then success or a clear error; a withdrawal may lead to KYC or ask for a two-factor code.',
  context: ({ input }) => ({ kind: input.kind, userId: input.userId, ...cleared }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The amount is being typed; the last check’s message is shown.',
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
          code: context.code === '' ? null : context.code,
          key: context.key ?? '',
        }),
        onDone: {
          target: 'succeeded',
          actions: { type: 'showResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          { guard: 'needsKyc', target: 'kycRequired' },
          {
            guard: 'needsSecondFactor',
            target: 'secondFactor',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    secondFactor: {
      description:
        'The server asks for the code from the trader’s authenticator app (or a recovery code).',
      on: {
        'form.submitCode': [
          {
            guard: 'codeBlank',
            actions: { type: 'showCodeMissing', params: { error: 'Enter the code to confirm' } },
          },
          { target: 'submitting', actions: 'takeCode' },
        ],
        'form.reset': { target: 'editing', actions: 'reset' },
      },
    },
    kycRequired: {
      description: 'Withdrawals need verified KYC and a bank account: the page leads to /kyc.',
      on: { 'form.reset': { target: 'editing', actions: 'reset' } },
    },
    failed: {
      description:
        'Refused or not sent: the message is shown; the same amount retries with the same key.',
      on: { 'form.submit': submit },
    },
    succeeded: {
      description: 'Done: the confirmation is shown; a new amount starts over.',
      on: { 'form.submit': submit, 'form.reset': { target: 'editing', actions: 'reset' } },
    },
  },
});
