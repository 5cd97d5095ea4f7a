import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { TransactionType } from '../../../contracts/funds.ts';
import type { MoneyFormKind } from '../../../domain/funds/money-form-rules.ts';
import type { TransactionsContext } from '../../../machines/funds/transactions.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import type { walletFlows } from '../../../wallet-flows.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';

type Flows = typeof walletFlows;

/** The deposit or withdrawal form's actor, run by the root while /wallet is shown. */
export function useMoneyForm(kind: MoneyFormKind) {
  const ref = usePageActor<Flows['moneyForm']>(
    kind === 'deposit' ? systemIds.depositForm : systemIds.withdrawalForm,
  );
  const state = useSelector(ref, (s) =>
    s === undefined || s.matches('submitting') || s.matches('sendingCode')
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
  const fieldError = useSelector(ref, (s) => s?.context.fieldError ?? null);
  const error = useSelector(ref, (s) => s?.context.error ?? null);
  const result = useSelector(ref, (s) => s?.context.result ?? null);
  const confirmation = useSelector(ref, (s) => s?.context.confirmation ?? null);
  const confirmed = useSelector(ref, (s) => s?.context.confirmed ?? null);
  const limits = useSelector(ref, (s) => s?.context.limits ?? null);
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
        ref?.send({ type: 'form.submit', amount, key: crypto.randomUUID() }),
      submitCode: (code: string) => ref?.send({ type: 'form.submitCode', code }),
      reset: () => ref?.send({ type: 'form.reset' }),
    }),
    [ref, state, fieldError, error, result, confirmation, confirmed, limits],
  );
}

/** What the history shows before the root has started the page's actor. */
const BEFORE_START: TransactionsContext = {
  userId: '',
  page: 1,
  pageSize: 1,
  type: null,
  rows: [],
  total: 0,
  error: null,
};

/** The transaction history's actor, run by the root while /wallet is shown. */
export function useTransactions() {
  const ref = usePageActor<Flows['transactions']>(systemIds.transactions);
  const loading = useSelector(ref, (s) => s === undefined || s.matches('loading'));
  const context = useSelector(ref, (s) => s?.context ?? BEFORE_START);
  return {
    loading,
    ...context,
    filter: (transactionType: TransactionType | null) =>
      ref?.send({ type: 'history.filter', transactionType }),
    goTo: (page: number) => ref?.send({ type: 'history.page', page }),
  };
}
