import { fundsActor, fundsApi } from './funds-system.ts';
import { systemIds } from './machines/ids.ts';
import type { PageRoute } from './machines/pages/page-route.ts';
import { provideMoneyForm, provideTransactions } from './services/funds/funds-services.ts';
import { tellAccountNotice } from './trading-system.ts';

/** Rows per page of the transaction history. */
export const HISTORY_PAGE_SIZE = 10;

const fundsVersion = () => fundsActor.getSnapshot().context.data?.updatedAt ?? null;

/**
 * The wallet's machines with their calls provided: the deposit and withdrawal forms and the
 * transaction history, which reads its page again whenever the funds change. The route table
 * (src/routing/trading-page-routes.ts) loads this module with /wallet, and the root's pages actor
 * runs them while /wallet is current, for the signed-in trader.
 */
export const walletFlows = {
  moneyForm: provideMoneyForm(fundsApi, tellAccountNotice),
  transactions: provideTransactions(fundsApi, {
    current: fundsVersion,
    subscribe: (listener) => fundsActor.subscribe(() => listener(fundsVersion())).unsubscribe,
  }),
};

export const walletRoute: PageRoute = {
  waitsFor: 'user',
  actors: [
    {
      systemId: systemIds.depositForm,
      logic: walletFlows.moneyForm,
      input: ({ userId }) => ({ kind: 'deposit', userId: userId ?? '' }),
    },
    {
      systemId: systemIds.withdrawalForm,
      logic: walletFlows.moneyForm,
      input: ({ userId }) => ({ kind: 'withdrawal', userId: userId ?? '' }),
    },
    {
      systemId: systemIds.transactions,
      logic: walletFlows.transactions,
      input: ({ userId }) => ({ userId: userId ?? '', pageSize: HISTORY_PAGE_SIZE }),
    },
  ],
};
