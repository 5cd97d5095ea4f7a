import {
  type MoneyFormContext,
  moneyFormMachine,
} from '../../../src/machines/funds/money-form.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, callsOfStep, samples } from './helpers.ts';

const refusal = (code: string, message: string) =>
  Object.assign(new Error(message), { body: { message, code } });
const movement = {
  message: 'Withdrawal requested to the bank account ending 9876',
  transaction: {
    id: 't1',
    type: 'withdrawal',
    amount: 100,
    status: 'pending',
    balanceAfter: 900,
    createdAt: 'x',
    updatedAt: 'x',
  },
  funds: {},
  confirmation: { method: 'email', expiresAt: '2026-11-27T10:10:00.000Z' },
};
const limits = {
  dailyLimit: 1_000_000,
  leftToday: 999_900,
  heldUntil: null,
  off: null,
  depositsOff: null,
  confirmWith: 'email',
};

export const moneyFormSpec: ModelSpec = defineModelSpec({
  name: 'money-form',
  machine: moneyFormMachine,
  input: { kind: 'withdrawal', userId: 'u-1' },
  events: {
    ...samples('form.submit', { amount: '100', key: 'k1' }, { amount: '0.001', key: 'k2' }),
    ...samples('form.submitCode', { code: '123456' }, { code: '  ' }),
    ...bareEvents('form.reset'),
  },
  invokes: {
    submitMovement: {
      done: [movement, { ...movement, confirmation: undefined }],
      error: [
        refusal('KYC_REQUIRED', 'Complete KYC and verify your bank account before withdrawing'),
        refusal('DAILY_WITHDRAWAL_LIMIT', 'Withdrawals are limited to ₹10,00,000 a day'),
        refusal('INSUFFICIENT_FUNDS', 'Insufficient funds: ₹0 is available to withdraw'),
      ],
    },
    confirmWithdrawal: {
      done: [{ message: 'Withdrawal confirmed: it is on its way to the bank account ending 9876' }],
      error: [
        refusal('WITHDRAWAL_CODE_INVALID', 'That code is not right'),
        refusal('WITHDRAWAL_NOT_FOUND', 'No such withdrawal is waiting for confirmation'),
      ],
    },
    loadLimits: { done: [limits], error: [new Error('offline')] },
  },
  project: (snapshot) => {
    const context = snapshot.context as MoneyFormContext;
    return {
      fieldError: context.fieldError !== null,
      error: context.error,
      result: context.result !== null,
      key: context.key,
      code: context.code,
      confirmation: context.confirmation !== null,
      confirmed: context.confirmed !== null,
      limits: context.limits !== null,
    };
  },
  check: ({ run, snapshot, event }) => {
    const context = snapshot.context as MoneyFormContext;
    // Issue 25: a withdrawal sent (at once, or once its code confirmed it) leaves a notice in the
    // bell with its transaction and amount; a held one leaves none until then.
    const told = callsOfStep(run).find((call) => call.action === 'tellAccount');
    const sent =
      (event.type === 'xstate.done.actor.submitMovement' && snapshot.matches('succeeded')) ||
      event.type === 'xstate.done.actor.confirmWithdrawal';
    if (sent) {
      const notice = told?.params as { id: string; kind: string; amount: number } | undefined;
      if (
        notice?.kind !== 'withdrawal' ||
        notice.id !== movement.transaction.id ||
        notice.amount !== movement.transaction.amount
      ) {
        throw new Error(`a sent withdrawal must be told to the bell, told ${JSON.stringify(told)}`);
      }
    } else if (told !== undefined) {
      throw new Error(`${event.type} told the bell of a withdrawal not sent`);
    }
    if (snapshot.matches('submitting') && (context.key === null || context.amount !== '100')) {
      throw new Error('only a valid amount is sent, always with an Idempotency-Key');
    }
    if (
      event.type === 'form.submit' &&
      (event as unknown as { amount: string }).amount === '0.001'
    ) {
      if (!snapshot.matches('editing') || context.fieldError === null) {
        throw new Error('an amount with three decimals must be refused before sending');
      }
    }
    if (snapshot.matches('failed') && context.error === null)
      throw new Error('failed without a message');
    if (snapshot.matches('succeeded') && context.result === null)
      throw new Error('succeeded without a result');
    // The bank is never asked about a held withdrawal without a code: confirming needs one.
    if (snapshot.matches('sendingCode') && (context.confirmation === null || context.code === ''))
      throw new Error('a confirmation is sent only for a held withdrawal, with a code');
    if (snapshot.matches('confirming') && context.confirmation === null)
      throw new Error('confirming without a held withdrawal');
  },
});
