import type { TokenStore } from '../auth-token.ts';
import { httpConfig } from '../http/config.ts';
import type { SocketLike } from '../sockets/websocket-transport.ts';
import type { MarketPorts } from './market-services.ts';

/** `tokens`: the app's one access-token store (the HTTP client and the session read it too). */
export function browserMarketPorts(tokens: Pick<TokenStore, 'read'>): MarketPorts {
  return {
    baseURL: httpConfig.marketBaseURL,
    timeoutMs: httpConfig.timeoutMs,
    location: window.location,
    // The DOM types its handlers with `this: WebSocket`; the transport only sets them.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    now: () => performance.now(),
    scheduleFrame: (callback) => {
      requestAnimationFrame(() => callback());
    },
    warn: (message, detail) => console.warn(message, detail),
    accessToken: () => tokens.read(),
  };
}
