import { fromPromise } from 'xstate';
import { demoExchangeMachine } from '../machines/app-config/demo-exchange.machine.ts';
import { httpConfig } from './http/config.ts';

/**
 * GET /health's `demoExchange`, without a bearer; outside a browser (prerendering) none. It is the
 * only call the landing page makes, so it uses `fetch` itself: the HTTP client's ofetch (3.9 kB
 * gzip) then loads with the first call that needs a token, never on a public page.
 */
export const provideDemoExchange = (
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  config = httpConfig,
) =>
  demoExchangeMachine.provide({
    actors: {
      loadDeployment: fromPromise(async () => {
        if (typeof window === 'undefined') return false;
        const response = await fetchImpl(`${config.apiBaseURL}/health`, {
          headers: { accept: 'application/json' },
          credentials: 'include',
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`GET /health answered ${response.status}`);
        const health = (await response.json()) as { demoExchange?: boolean };
        return health.demoExchange === true;
      }),
    },
  });
