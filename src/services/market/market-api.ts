import { type FetchOptions, ofetch } from 'ofetch';
import type {
  Candle,
  DatesResponse,
  OptionCurrency,
  SubscribeResponse,
  SubscriptionRequest,
} from '../../contracts/market.ts';
import { MARKET_SOCKET_HEADER, marketPaths } from '../../contracts/market-paths.ts';
import { sortExpiryDates } from '../../domain/expiry/expiry-date.ts';
import { toApiError } from '../http/api-error.ts';

/**
 * The market data service's REST calls (spec section 7); every failure is an ApiError. Subscribe
 * and unsubscribe act on one socket: the one whose hello named `socketId` (X-Market-Socket).
 */
export interface MarketApi {
  subscribe(request: SubscriptionRequest, socketId: string): Promise<SubscribeResponse>;
  unsubscribe(request: SubscriptionRequest, socketId: string): Promise<SubscribeResponse>;
  /** Expiry dates of a currency's options, ascending by parsed date. */
  dates(currency: OptionCurrency, userId: string): Promise<string[]>;
  /** Candles whose start lies in [fromMs, toMs]; `time` in epoch seconds. */
  candles(symbol: string, resolution: string, fromMs: number, toMs: number): Promise<Candle[]>;
  /** Closes the named socket, or without one every socket of the signed-in trader (bearer). */
  cancelWs(userId: string, socketId?: string): Promise<void>;
}

export interface MarketApiOptions {
  readonly baseURL: string;
  readonly timeoutMs: number;
  /** The signed-in trader's access token, sent as a bearer token (guests have none). */
  readonly accessToken?: () => string | null;
  readonly fetch?: typeof globalThis.fetch;
}

export function createMarketApi(options: MarketApiOptions): MarketApi {
  const $fetch = ofetch.create({
    baseURL: options.baseURL || undefined,
    timeout: options.timeoutMs,
    retry: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onRequest: ({ options: request }) => {
      const token = options.accessToken?.();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
    },
  });
  const call = async <T>(path: string, init: FetchOptions<'json'>): Promise<T> => {
    try {
      return (await $fetch<T>(path, init)) as T;
    } catch (error) {
      throw toApiError(error);
    }
  };
  return {
    subscribe: (body, socketId) =>
      call(marketPaths.subscribe, {
        method: 'POST',
        headers: { [MARKET_SOCKET_HEADER]: socketId },
        body: { action: 'subscribe', ...body },
      }),
    unsubscribe: (body, socketId) =>
      call(marketPaths.unsubscribe, {
        method: 'POST',
        headers: { [MARKET_SOCKET_HEADER]: socketId },
        body: { action: 'unsubscribe', ...body },
      }),
    dates: async (currency, userId) => {
      const response = await call<DatesResponse>(marketPaths.dates, {
        method: 'POST',
        body: { currency, userId },
      });
      return sortExpiryDates(response.dates);
    },
    candles: async (symbol, resolution, fromMs, toMs) => {
      const response = await call<Candle[] | { candles: Candle[] }>(marketPaths.candles, {
        method: 'GET',
        query: {
          symbol,
          resolution,
          from: Math.floor(fromMs / 1000),
          to: Math.floor(toMs / 1000),
        },
      });
      return Array.isArray(response) ? response : response.candles;
    },
    cancelWs: async (userId, socketId) => {
      await call(marketPaths.cancelWs, {
        method: 'POST',
        body: { userId },
        ...(socketId === undefined ? {} : { headers: { [MARKET_SOCKET_HEADER]: socketId } }),
      });
    },
  };
}
