import { fromPromise } from 'xstate';
import { type ClosedPosition, recordsPaths } from './contracts/records.ts';
import { systemIds } from './machines/ids.ts';
import type { PageActorSpec, PageInput, PageRoute } from './machines/pages/page-route.ts';
import { closedPositionsMachine } from './machines/trading/closed-positions.machine.ts';
import { saveTextFile } from './services/trading/save-file.ts';
import {
  provideContractNote,
  provideOrders,
  providePositionCommands,
  provideRecords,
} from './services/trading/trading-services.ts';
import { authServices } from './system.ts';
import { notificationsActor, tradingApi } from './trading-system.ts';

/** Rows per page of the orders and fills tables. */
export const ORDERS_PAGE_SIZE = 20;

/**
 * The trader's orders and positions pages' machines with their calls provided; the route table
 * (src/routing/trading-page-routes.ts) loads this module with /orders, /positions or the trade
 * screen, and the root's pages actor runs them while the route is current, for the signed-in
 * trader.
 */
export const tradingFlows = {
  /** Reads its page again on every new order notice. */
  orders: provideOrders(tradingApi, {
    current: () => notificationsActor.getSnapshot().context.lastMessageId,
    subscribe: (listener) => {
      const subscription = notificationsActor.subscribe((s) => listener(s.context.lastMessageId));
      return () => subscription.unsubscribe();
    },
  }),
  contractNote: provideContractNote(tradingApi),
  records: provideRecords(tradingApi, saveTextFile),
  positionCommands: providePositionCommands(tradingApi),
  closedPositions: closedPositionsMachine.provide({
    actors: {
      fetchClosed: fromPromise<readonly ClosedPosition[], { userId: string }>(async ({ input }) => {
        const answer = await authServices.http.request<{ positions: ClosedPosition[] }>(
          recordsPaths.closedPositions.replace(/^\/api\/v1/, ''),
          { query: { userId: input.userId } },
        );
        return answer.positions;
      }),
    },
  }),
};

const forTrader = ({ userId }: PageInput) => ({ userId: userId ?? '' });

/** The orders table (also the trade screen's Open orders tab) and the position commands. */
export const ordersActor: PageActorSpec = {
  systemId: systemIds.orders,
  logic: tradingFlows.orders,
  input: ({ userId }) => ({ userId: userId ?? '', pageSize: ORDERS_PAGE_SIZE }),
};
export const positionCommandsActor: PageActorSpec = {
  systemId: systemIds.positionCommands,
  logic: tradingFlows.positionCommands,
  input: forTrader,
};

export const ordersRoute: PageRoute = {
  waitsFor: 'user',
  actors: [
    ordersActor,
    { systemId: systemIds.records, logic: tradingFlows.records, input: forTrader },
    { systemId: systemIds.contractNote, logic: tradingFlows.contractNote, input: forTrader },
  ],
};

export const positionsRoute: PageRoute = {
  waitsFor: 'user',
  actors: [
    positionCommandsActor,
    { systemId: systemIds.closedPositions, logic: tradingFlows.closedPositions, input: forTrader },
  ],
};

/** The trade screen's Positions and Open orders tabs. */
export const tradeTabsActors: readonly PageActorSpec[] = [ordersActor, positionCommandsActor];
