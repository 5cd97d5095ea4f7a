import { fromPromise } from 'xstate';
import { fundsPaths } from '../../contracts/funds-paths.ts';
import type { AccountNotice } from '../../domain/trading/account-notice.ts';
import { fundsMachine } from '../../machines/funds/funds.machine.ts';
import { moneyFormMachine } from '../../machines/funds/money-form.machine.ts';
import {
  type TransactionsEvent,
  transactionsMachine,
} from '../../machines/funds/transactions.machine.ts';
import { systemIds } from '../../machines/ids.ts';
import type { FundsSlice } from '../../machines/persistence/persisted-state.ts';
import { fundSocketMachine } from '../../machines/sockets/fund-socket.ts';
import type { TokenStore } from '../auth-token.ts';
import type { HttpClient } from '../http/client.ts';
import { httpConfig } from '../http/config.ts';
import { type ChangeSource, refreshOnChange } from '../refresh-on-change.ts';
import {
  type SocketFactory,
  type SocketLike,
  socketUrl,
  websocketTransport,
} from '../sockets/websocket-transport.ts';
import { createFundsApi, type FundsApi } from './funds-api.ts';

export interface FundsPorts {
  readonly api: FundsApi;
  readonly baseURL: string;
  readonly location: { protocol: string; host: string };
  readonly createSocket: SocketFactory;
  readonly accessToken: () => string | null;
}

/** The funds actor: getfunds, and the record into the persisted funds slice. */
export const provideFunds = (ports: FundsPorts) =>
  fundsMachine.provide({
    actors: {
      fetchFunds: fromPromise(({ input }) => ports.api.getFunds(input.userId)),
    },
    actions: {
      persistFunds: ({ system }, { data }) => {
        const funds: FundsSlice = { data: data === null ? null : { ...data } };
        system.get(systemIds.persistence)?.send({ type: 'persist.funds', funds });
      },
      // The bell (the notifications actor joins with the trading screens, after the funds).
      tellNotice: ({ system }, { notice }) =>
        system.get(systemIds.notifications)?.send({ type: 'notifications.account', notice }),
    },
  });

/** /stream/user?userId=&category=fund with the access token in `token` (browsers send no headers). */
export function fundSocketUrl(ports: FundsPorts, userId: string): string {
  const token = ports.accessToken() ?? '';
  return socketUrl(
    ports.baseURL,
    fundsPaths.userStream,
    { userId, category: 'fund', token },
    ports.location,
  );
}

/** The fund socket actor: its messages go to the funds actor, which checks whose they are. */
export const provideFundSocket = (ports: FundsPorts) =>
  fundSocketMachine.provide({
    actors: {
      socket: websocketTransport({
        createSocket: ports.createSocket,
        url: ({ userId }) => fundSocketUrl(ports, userId),
        onMessage: (message, system) =>
          system.get(systemIds.funds)?.send({ type: 'funds.message', message }),
        onInvalid: (_raw, system) =>
          system.get(systemIds.funds)?.send({ type: 'funds.invalidMessage' }),
      }),
    },
  });

/** The funds ports of the browser, on the app's HTTP client. */
export function browserFundsPorts(http: HttpClient, tokens: TokenStore): FundsPorts {
  return {
    api: createFundsApi(http, httpConfig.fundsBaseURL),
    baseURL: httpConfig.fundsBaseURL,
    // Read when a socket opens, not when the ports are made (the root is made outside browsers too).
    location: {
      get protocol() {
        return window.location.protocol;
      },
      get host() {
        return window.location.host;
      },
    },
    // The DOM types its handlers with `this: WebSocket`; the transport only sets them.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    accessToken: () => tokens.read(),
  };
}

/** A deposit or withdrawal form with the real calls; `tell` leaves what it did in the bell. */
export const provideMoneyForm = (api: FundsApi, tell: (notice: AccountNotice) => void) =>
  moneyFormMachine.provide({
    actions: { tellAccount: (_, notice) => tell(notice) },
    actors: {
      submitMovement: fromPromise(({ input }) => {
        const amount = Number(input.amount.replaceAll(',', ''));
        return input.kind === 'deposit'
          ? api.addFunds(input.userId, amount, input.key)
          : api.withdraw(input.userId, amount, input.key);
      }),
      confirmWithdrawal: fromPromise(({ input }) =>
        api.confirmWithdrawal(input.transactionId, input.code),
      ),
      loadLimits: fromPromise(() => api.withdrawalLimits()),
    },
  });

/** The transaction history with the real call. */
/** Where the history learns that the funds changed (the value is the funds record's version). */
export type FundsVersionSource = ChangeSource;

/**
 * The history's logic: pages from the funds API, and a refresh each time `fundsVersion` (the funds
 * record's version, e.g. its `updatedAt`) announces a change.
 */
export const provideTransactions = (api: FundsApi, fundsVersion: FundsVersionSource) =>
  transactionsMachine.provide({
    actors: {
      fundsChanges: refreshOnChange<TransactionsEvent>(fundsVersion, { type: 'history.refresh' }),
      fetchTransactions: fromPromise(async ({ input }) => {
        const page = await api.transactions(input.userId, {
          page: input.page,
          limit: input.pageSize,
          type: input.type,
        });
        return { transactions: page.transactions, total: page.total };
      }),
    },
  });
