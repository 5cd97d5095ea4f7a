import { authPaths } from '../contracts/auth-paths.ts';
import { type AuthApi, createAuthApi } from './auth-api.ts';
import type { AuthPorts } from './auth-ports.ts';
import { accessTokenStore, type TokenStore } from './auth-token.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { createHttpClient, type HttpClient } from './http/client.ts';
import { type HttpConfig, httpConfig } from './http/config.ts';

/** The HTTP client, the auth calls and the ports, shared by the session, currency and auth flows. */
export interface AuthServices {
  readonly ports: BrowserPorts;
  readonly authPorts: AuthPorts;
  readonly tokens: TokenStore;
  readonly http: HttpClient;
  readonly api: AuthApi;
}

export function createAuthServices(
  ports: BrowserPorts,
  authPorts: AuthPorts,
  config: HttpConfig = httpConfig,
): AuthServices {
  const tokens = accessTokenStore(ports.local);
  const http = createHttpClient({
    baseURL: config.apiBaseURL,
    timeoutMs: config.timeoutMs,
    tokens,
    refreshPath: authPaths.refreshAccessToken,
    ...(authPorts.acrossTabs ? { acrossTabs: authPorts.acrossTabs } : {}),
    ...(authPorts.fetch ? { fetch: authPorts.fetch } : {}),
  });
  return { ports, authPorts, tokens, http, api: createAuthApi(http, config.marketBaseURL) };
}
