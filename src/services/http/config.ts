import { api } from '../../domain/constants.ts';

/**
 * Where the web app's HTTP calls go. The versioned API defaults to `/api/v1` on the app's own origin
 * (the embedded server, or Vite's proxy in development); `VITE_API_BASE_URL` and
 * `VITE_MARKET_BASE_URL` and `VITE_FUNDS_BASE_URL` point them at other hosts when the services are split out.
 */
export interface HttpConfig {
  readonly apiBaseURL: string;
  readonly marketBaseURL: string;
  /** The funds service and the user streams ('' = the app's own origin). */
  readonly fundsBaseURL: string;
  readonly timeoutMs: number;
}

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const httpConfig: HttpConfig = {
  apiBaseURL: env.VITE_API_BASE_URL ?? '/api/v1',
  marketBaseURL: env.VITE_MARKET_BASE_URL ?? '',
  fundsBaseURL: env.VITE_FUNDS_BASE_URL ?? '',
  timeoutMs: api.timeoutMs,
};
