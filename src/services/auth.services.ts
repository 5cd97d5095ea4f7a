import { authPaths } from '../contracts/auth-paths.ts';
import { type AuthApi, createAuthApi } from './auth-api.ts';
import type { AuthPorts } from './auth-ports.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { createHttpClient, type HttpClient, type TokenStore } from './http/client.ts';
import { type HttpConfig, httpConfig } from './http/config.ts';
import { localKeys } from './storage/storage-keys.ts';

/** The HTTP client, the auth calls and the ports, shared by the session, currency and auth flows. */
export interface AuthServices {
  readonly ports: BrowserPorts;
  readonly authPorts: AuthPorts;
  readonly tokens: TokenStore;
  readonly http: HttpClient;
  readonly api: AuthApi;
}

/** The access token in localStorage `authToken` (spec section 3). */
export function localTokenStore(ports: BrowserPorts): TokenStore {
  return {
    read: () => {
      const token = ports.local.read(localKeys.authToken);
      return token === null || token === '' ? null : token;
    },
    write: (token) => ports.local.write(localKeys.authToken, token),
  };
}

export function createAuthServices(
  ports: BrowserPorts,
  authPorts: AuthPorts,
  config: HttpConfig = httpConfig,
): AuthServices {
  const tokens = localTokenStore(ports);
  const http = createHttpClient({
    baseURL: config.apiBaseURL,
    timeoutMs: config.timeoutMs,
    tokens,
    refreshPath: authPaths.refreshAccessToken,
    ...(authPorts.fetch ? { fetch: authPorts.fetch } : {}),
  });
  return { ports, authPorts, tokens, http, api: createAuthApi(http, config.marketBaseURL) };
}
