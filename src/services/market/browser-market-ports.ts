import { httpConfig } from '../http/config.ts';
import type { SocketLike } from '../sockets/websocket-transport.ts';
import { localKeys } from '../storage/storage-keys.ts';
import type { MarketPorts } from './market-services.ts';

export function browserMarketPorts(): MarketPorts {
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
    accessToken: () => {
      try {
        return window.localStorage.getItem(localKeys.authToken);
      } catch {
        return null;
      }
    },
  };
}
