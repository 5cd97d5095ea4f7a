import { marketPaths } from '../../contracts/market-paths.ts';
import { marketSocketMachine } from '../../machines/sockets/market-socket.ts';
import {
  type SocketFactory,
  socketUrl,
  websocketTransport,
} from '../sockets/websocket-transport.ts';
import { createMarketApi, type MarketApi } from './market-api.ts';
import { helloSocketId, MarketSocketHandle } from './market-socket-handle.ts';
import { MarketStore, type StorePorts } from './market-store.ts';

/** Everything outside the app the market data touches. */
export interface MarketPorts extends StorePorts {
  readonly baseURL: string;
  readonly timeoutMs: number;
  readonly location: { protocol: string; host: string };
  readonly createSocket: SocketFactory;
  /** The signed-in trader's access token, if any: the market checks it for a non-guest user id. */
  readonly accessToken: () => string | null;
}

export interface MarketServices {
  readonly store: MarketStore;
  /** The open socket's handle (its hello), sent with the REST calls that act on it. */
  readonly socket: MarketSocketHandle;
  readonly api: MarketApi;
  readonly ports: MarketPorts;
}

export function createMarketServices(ports: MarketPorts): MarketServices {
  return {
    store: new MarketStore(ports),
    socket: new MarketSocketHandle(),
    api: createMarketApi({
      baseURL: ports.baseURL,
      timeoutMs: ports.timeoutMs,
      accessToken: ports.accessToken,
    }),
    ports,
  };
}

/**
 * The market socket's URL: `/market/ws?userId=&category=user` (category defaults to user). Browsers
 * cannot send headers with a WebSocket, so a signed-in trader's access token rides in the query.
 */
export function marketSocketUrl(ports: MarketPorts, userId: string): string {
  const token = ports.accessToken();
  const query: Record<string, string> = { userId, category: 'user' };
  if (token && !userId.startsWith('g_')) query.token = token;
  return socketUrl(ports.baseURL, marketPaths.socket, query, ports.location);
}

/** The market socket actor: the connection machine with the market policy and a real WebSocket. */
export const provideMarketSocket = (market: MarketServices) =>
  marketSocketMachine.provide({
    actors: {
      socket: websocketTransport({
        createSocket: market.ports.createSocket,
        url: ({ userId }) => marketSocketUrl(market.ports, userId),
        onMessage: (message) => {
          const socketId = helloSocketId(message);
          if (socketId === undefined) market.store.apply(message);
          else market.socket.set(socketId);
        },
        onDetach: () => market.socket.clear(),
        onInvalid: (raw) => market.ports.warn('Market stream sent a frame that is not JSON', raw),
      }),
    },
    actions: { markStale: () => market.store.markAllStale() },
  });
