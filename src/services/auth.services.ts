import { authPaths } from '../contracts/auth-paths.ts';
import { type AuthApi, createAuthApi } from './auth-api.ts';
import type { AuthPorts } from './auth-ports.ts';
import { accessTokenStore, type TokenStore } from './auth-token.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { createHttpClient, type HttpClient } from './http/client.ts';
import { type HttpConfig, httpConfig } from './http/config.ts';
import { type StepUpBridge, stepUpBridge } from './step-up-bridge.ts';
import { type TokenRenewalBridge, tokenRenewalBridge } from './token-renewal-bridge.ts';

/** The HTTP client, the auth calls and the ports, shared by the session, currency and auth flows. */
export interface AuthServices {
  readonly ports: BrowserPorts;
  readonly authPorts: AuthPorts;
  readonly tokens: TokenStore;
  readonly http: HttpClient;
  readonly api: AuthApi;
  /** Where a call refused for want of a step-up asks the dialog (attached by system.ts). */
  readonly stepUp: StepUpBridge;
  /** Where a call refused with 401 asks the session for a new token (attached by system.ts). */
  readonly renewal: TokenRenewalBridge;
}

export function createAuthServices(
  ports: BrowserPorts,
  authPorts: AuthPorts,
  config: HttpConfig = httpConfig,
): AuthServices {
  const tokens = accessTokenStore(ports.local);
  const stepUp = stepUpBridge();
  const renewal = tokenRenewalBridge();
  const http = createHttpClient({
    baseURL: config.apiBaseURL,
    timeoutMs: config.timeoutMs,
    tokens,
    refreshPath: authPaths.refreshAccessToken,
    ...(authPorts.acrossTabs ? { acrossTabs: authPorts.acrossTabs } : {}),
    ...(authPorts.fetch ? { fetch: authPorts.fetch } : {}),
    stepUp: () => stepUp.ask(),
    renewToken: () => renewal.renew(),
  });
  return {
    ports,
    authPorts,
    tokens,
    http,
    api: createAuthApi(http, config.marketBaseURL),
    stepUp,
    renewal,
  };
}
