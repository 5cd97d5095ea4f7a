import { fromPromise } from 'xstate';
import { fundsPaths } from '../../contracts/funds-paths.ts';
import { systemIds } from '../../machines/ids.ts';
import { contractNoteMachine } from '../../machines/trading/contract-note.machine.ts';
import type { NotificationsContext } from '../../machines/trading/notifications.machine.ts';
import { orderStreamMachine } from '../../machines/trading/order-stream.ts';
import { type OrdersEvent, ordersMachine } from '../../machines/trading/orders.machine.ts';
import {
  type PositionCommand,
  positionCommandsMachine,
} from '../../machines/trading/position-commands.machine.ts';
import { positionStreamMachine } from '../../machines/trading/position-stream.ts';
import { recordsMachine } from '../../machines/trading/records.machine.ts';
import { type ChangeSource, refreshOnChange } from '../refresh-on-change.ts';
import {
  type SocketFactory,
  socketUrl,
  type TransportSystem,
  websocketTransport,
} from '../sockets/websocket-transport.ts';
import type { TradingApi } from './trading-api.ts';

export interface StreamPorts {
  readonly baseURL: string;
  readonly location: { protocol: string; host: string };
  readonly createSocket: SocketFactory;
  readonly accessToken: () => string | null;
}

/** `{type: 'error', message}`: a user stream refused what the client sent. */
const isStreamError = (message: unknown): message is { type: 'error'; message: string } =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'error' &&
  typeof (message as { message?: unknown }).message === 'string';

/** The greatest order notice id the notifications actor took, for `since=` on a reconnect. */
const lastMessageId = (system: TransportSystem): string | null => {
  const snapshot = system.get(systemIds.notifications)?.getSnapshot() as
    | { context?: NotificationsContext }
    | undefined;
  return snapshot?.context?.lastMessageId ?? null;
};

/** /stream/user?category=order&userId=&token=[&since=] (CONTRACTS.md, order stream). */
export function orderStreamUrl(ports: StreamPorts, userId: string, since: string | null): string {
  const query: Record<string, string> = {
    userId,
    category: 'order',
    token: ports.accessToken() ?? '',
  };
  if (since !== null) query.since = since;
  return socketUrl(ports.baseURL, fundsPaths.userStream, query, ports.location);
}

/** The order stream socket: its notices go to the notifications actor, which drops repeats. */
export const provideOrderStream = (ports: StreamPorts) =>
  orderStreamMachine.provide({
    actors: {
      socket: websocketTransport({
        createSocket: ports.createSocket,
        url: ({ userId }, system) => orderStreamUrl(ports, userId, lastMessageId(system)),
        onMessage: (message, system) =>
          system.get(systemIds.notifications)?.send({ type: 'orders.message', message }),
      }),
    },
  });

/** The position stream socket: its updates go to the positions actor; a drop marks them stale. */
export const providePositionStream = (ports: StreamPorts) =>
  positionStreamMachine.provide({
    actors: {
      socket: websocketTransport({
        createSocket: ports.createSocket,
        url: ({ userId }) =>
          socketUrl(
            ports.baseURL,
            fundsPaths.userStream,
            { userId, category: 'position', token: ports.accessToken() ?? '' },
            ports.location,
          ),
        onMessage: (message, system) => {
          if (isStreamError(message)) {
            // Spec section 8: a refused subscribe or unsubscribe is logged (the socket stays).
            console.error('Position stream refused a message:', message.message);
            return;
          }
          system.get(systemIds.positions)?.send({ type: 'positions.message', message });
        },
      }),
    },
    actions: {
      markStale: ({ system }) => system.get(systemIds.positions)?.send({ type: 'positions.stale' }),
    },
  });

/** Where the orders page learns that an order notice arrived (the value is its messageId). */
export type NoticeSource = ChangeSource;

/** The /orders page's actor with the real calls; it reads its page again on every new notice. */
export const provideOrders = (api: TradingApi, notices: NoticeSource) =>
  ordersMachine.provide({
    actors: {
      orderNotices: refreshOnChange<OrdersEvent>(notices, { type: 'orders.refresh' }),
      fetchPage: fromPromise(async ({ input }) => {
        if (input.tab === 'fills') {
          const page = await api.fills(input.userId, input.page, input.pageSize, input.filter);
          return { orders: [], fills: page.fills, total: page.total };
        }
        const page = await api.orders(
          input.userId,
          input.tab,
          input.page,
          input.pageSize,
          input.filter,
        );
        return { orders: page.orders, fills: [], total: page.total };
      }),
      cancelOrder: fromPromise(async ({ input }) => {
        await api.cancelOrder(input.userId, input.orderId);
      }),
      cancelAll: fromPromise(async ({ input }) => {
        await api.cancelAll(input.userId);
      }),
    },
  });

/**
 * Closes all or `size` of a position. The exchange answers a close it refuses (a size off the
 * step, say) with a rejected order, not an error: that fails too, in its words.
 */
async function close(api: TradingApi, userId: string, symbol: string, size?: number) {
  const order = await api.closePosition(userId, symbol, size);
  if (order.status === 'rejected') {
    throw new Error(`Close of ${symbol} rejected: ${order.reason ?? 'no reason given'}`);
  }
}

async function send(api: TradingApi, userId: string, command: PositionCommand): Promise<void> {
  switch (command.kind) {
    case 'close':
      await close(api, userId, command.symbol, command.size);
      return;
    case 'closeAll':
      // One close per position, in turn, so a refusal names the position it stopped at.
      for (const symbol of command.symbols) await close(api, userId, symbol);
      return;
    case 'stops':
      await api.editStops(userId, command.symbol, {
        stopLoss: command.stopLoss,
        takeProfit: command.takeProfit,
      });
  }
}

/** The /positions page's changes with the real calls. */
export const providePositionCommands = (api: TradingApi) =>
  positionCommandsMachine.provide({
    actors: {
      sendCommand: fromPromise(({ input }) => send(api, input.userId, input.command)),
    },
  });

export const provideContractNote = (api: TradingApi) =>
  contractNoteMachine.provide({
    actors: {
      fetchNote: fromPromise(({ input }) => api.contractNote(input.userId, input.orderId)),
    },
  });

/** Saves text as a file the browser downloads. */
export type SaveFile = (name: string, text: string, type: string) => void;

export const provideRecords = (api: TradingApi, save: SaveFile) =>
  recordsMachine.provide({
    actors: {
      exportCsv: fromPromise(async ({ input }) => {
        const csv = await api.exportCsv(input.userId, input.from, input.to);
        save(`derivo-records-${input.from}-to-${input.to}.csv`, csv, 'text/csv');
      }),
      fetchStatement: fromPromise(({ input }) => api.statement(input.userId, input.fy)),
    },
  });
