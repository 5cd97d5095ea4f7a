import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { TransactionType } from '../../../contracts/funds.ts';
import type { MoneyFormKind } from '../../../domain/funds/money-form-rules.ts';
import { fundsActor, fundsApi } from '../../../funds-system.ts';
import { provideMoneyForm, provideTransactions } from '../../../services/funds/funds-services.ts';
import { tellAccountNotice } from '../../../trading-system.ts';

const moneyFormLogic = provideMoneyForm(fundsApi, tellAccountNotice);
const fundsVersion = () => fundsActor.getSnapshot().context.data?.updatedAt ?? null;
const transactionsLogic = provideTransactions(fundsApi, {
  current: fundsVersion,
  subscribe: (listener) => fundsActor.subscribe(() => listener(fundsVersion())).unsubscribe,
});

/** One deposit or withdrawal form's actor, living as long as the form. */
export function useMoneyForm(kind: MoneyFormKind, userId: string) {
  const ref = useActorRef(moneyFormLogic, { input: { kind, userId } });
  const state = useSelector(ref, (s) =>
    s.matches('submitting') || s.matches('sendingCode')
      ? 'submitting'
      : s.matches('confirming')
        ? 'confirming'
        : s.matches('kycRequired')
          ? 'kycRequired'
          : s.matches('succeeded')
            ? 'succeeded'
            : s.matches('failed')
              ? 'failed'
              : 'editing',
  );
  const fieldError = useSelector(ref, (s) => s.context.fieldError);
  const error = useSelector(ref, (s) => s.context.error);
  const result = useSelector(ref, (s) => s.context.result);
  const confirmation = useSelector(ref, (s) => s.context.confirmation);
  const confirmed = useSelector(ref, (s) => s.context.confirmed);
  const limits = useSelector(ref, (s) => s.context.limits);
  return useMemo(
    () => ({
      state,
      fieldError,
      error,
      result,
      confirmation,
      confirmed,
      limits,
      submit: (amount: string) =>
        ref.send({ type: 'form.submit', amount, key: crypto.randomUUID() }),
      submitCode: (code: string) => ref.send({ type: 'form.submitCode', code }),
      reset: () => ref.send({ type: 'form.reset' }),
    }),
    [ref, state, fieldError, error, result, confirmation, confirmed, limits],
  );
}

export const HISTORY_PAGE_SIZE = 10;

/** The transaction history's actor, living as long as the history. */
export function useTransactions(userId: string) {
  const ref = useActorRef(transactionsLogic, { input: { userId, pageSize: HISTORY_PAGE_SIZE } });
  const loading = useSelector(ref, (s) => s.matches('loading'));
  const context = useSelector(ref, (s) => s.context);
  return {
    loading,
    ...context,
    filter: (transactionType: TransactionType | null) =>
      ref.send({ type: 'history.filter', transactionType }),
    goTo: (page: number) => ref.send({ type: 'history.page', page }),
  };
}
