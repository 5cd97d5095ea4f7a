import type {
  ConfirmWithdrawalResponse,
  FundsRecord,
  GetFundsResponse,
  MovementResponse,
  TransactionsResponse,
  TransactionType,
  WithdrawalLimitsResponse,
} from '../../contracts/funds.ts';
import {
  confirmWithdrawalPath,
  fundsPaths,
  IDEMPOTENCY_HEADER,
  transactionsPath,
} from '../../contracts/funds-paths.ts';
import type { HttpClient } from '../http/client.ts';

/** The funds calls of spec section 7, typed by the shared contracts. */
export interface FundsApi {
  /** The first record of getfunds' list. */
  getFunds(userId: string): Promise<FundsRecord>;
  addFunds(userId: string, amount: number, key: string): Promise<MovementResponse>;
  /** Held until `confirmWithdrawal` with its code (the answer's `confirmation` says how). */
  withdraw(userId: string, amount: number, key: string): Promise<MovementResponse>;
  confirmWithdrawal(transactionId: string, code: string): Promise<ConfirmWithdrawalResponse>;
  withdrawalLimits(): Promise<WithdrawalLimitsResponse>;
  transactions(
    userId: string,
    query: { page: number; limit: number; type: TransactionType | null },
  ): Promise<TransactionsResponse>;
}

export function createFundsApi(http: HttpClient, baseURL: string): FundsApi {
  /** A deposit or withdrawal, under the idempotency key that makes a retry safe. */
  const movement = (path: string, userId: string, amount: number, key: string) =>
    http.request<MovementResponse>(path, {
      baseURL,
      method: 'POST',
      body: { userId, amount },
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
  return {
    getFunds: async (userId) => {
      const { data } = await http.request<GetFundsResponse>(fundsPaths.getFunds, {
        baseURL,
        query: { userId },
      });
      const record = data[0];
      if (record === undefined) throw new Error('The funds call returned no record');
      return record;
    },
    addFunds: (userId, amount, key) => movement(fundsPaths.addFunds, userId, amount, key),
    withdraw: (userId, amount, key) => movement(fundsPaths.withdrawal, userId, amount, key),
    confirmWithdrawal: (transactionId, code) =>
      http.request(confirmWithdrawalPath(transactionId), {
        baseURL,
        method: 'POST',
        body: { code },
      }),
    withdrawalLimits: () => http.request(fundsPaths.withdrawalLimits, { baseURL }),
    transactions: (userId, { page, limit, type }) =>
      http.request(transactionsPath(userId), {
        baseURL,
        query: { page, limit, ...(type === null ? {} : { type }) },
      }),
  };
}
