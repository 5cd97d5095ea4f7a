import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StartedSession } from '../../src/machines/auth/session-types.ts';
import { ApiError } from '../../src/services/http/api-error.ts';
import { createHttpClient } from '../../src/services/http/client.ts';
import { tokenRenewalBridge } from '../../src/services/token-renewal-bridge.ts';
import { fakeFetch, json, memoryTokens } from '../unit/services/http-fakes.ts';
import { quietSession } from './support/quiet-session.ts';

const REFRESH = '/auth/user-login/refreshAccessToken';
const isRefresh = (url: string) => url.endsWith(REFRESH);
const user = { id: 'u1', email: 'trader@example.com', fullName: 'Asha Rao', currency: 'INR' };
const started: StartedSession = { token: 'old', refreshInMs: 870_000, user } as StartedSession;

/**
 * The session (its refresh is the HTTP client's `refreshAccessToken`, as in the app) with the
 * client's 401s going through the bridge, against a server whose refresh answers when released.
 */
function signedInApp(refreshAnswer: () => Response) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { fetch, calls } = fakeFetch(async ({ url, authorization }) => {
    if (isRefresh(url)) {
      await released;
      return refreshAnswer();
    }
    return authorization === 'Bearer new' ? json(200, { url }) : json(401, { message: 'Expired' });
  });
  const tokens = memoryTokens('old');
  const renewal = tokenRenewalBridge();
  const http = createHttpClient({
    baseURL: '/api/v1',
    timeoutMs: 1000,
    tokens,
    refreshPath: REFRESH,
    fetch,
    renewToken: () => renewal.renew(),
  });
  const announced: string[] = [];
  http.onAuthEvent((event) => announced.push(event.type));
  const loggedOut: string[] = [];
  const session = createActor(
    quietSession({
      restoreSession: fromPromise<StartedSession | null>(async () => started),
      refreshToken: fromPromise(async () => ({
        token: await http.refreshAccessToken(),
        refreshInMs: 870_000,
      })),
      logout: fromPromise<void, { userId: string | null; token: string | null }>(
        async ({ input }) => {
          loggedOut.push(input.token ?? '');
        },
      ),
    }),
  ).start();
  renewal.attach(session);
  const refreshes = () => calls.filter((call) => isRefresh(call.url)).length;
  return { session, http, tokens, calls, release, refreshes, announced, loggedOut };
}

describe('the 401 refresh is the session’s, single flight', () => {
  it('calls refused at once share one refresh, then each is sent again and succeeds', async () => {
    const app = signedInApp(() => json(200, { data: { token: 'new' } }));
    await waitFor(app.session, (s) => s.matches({ authenticated: 'valid' }));
    const all = Promise.all(['/a', '/b', '/c', '/d'].map((path) => app.http.request(path)));
    await waitFor(app.session, (s) => s.matches({ authenticated: 'refreshing' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(app.refreshes()).toBe(1);
    app.release();
    await expect(all).resolves.toEqual(
      ['/a', '/b', '/c', '/d'].map((path) => ({ url: `/api/v1${path}` })),
    );
    expect(app.refreshes()).toBe(1);
    expect(app.session.getSnapshot().matches({ authenticated: 'valid' })).toBe(true);
    expect(app.session.getSnapshot().context.token).toBe('new');
    // The session refreshed: nothing for the client to announce.
    expect(app.announced).toEqual([]);
    app.session.stop();
  });

  it('a refused token another tab stored is refreshed, not swapped for the one the session holds', async () => {
    const app = signedInApp(() => json(200, { data: { token: 'new' } }));
    await waitFor(app.session, (s) => s.matches({ authenticated: 'valid' }));
    app.tokens.write('stored-by-another-tab');
    const call = app.http.request('/a');
    await waitFor(app.session, (s) => s.matches({ authenticated: 'refreshing' }));
    app.release();
    await expect(call).resolves.toEqual({ url: '/api/v1/a' });
    expect(app.refreshes()).toBe(1);
    expect(app.calls.map((c) => c.authorization)).toEqual([
      'Bearer stored-by-another-tab',
      null,
      'Bearer new',
    ]);
    app.session.stop();
  });

  it('a failed refresh signs out, and the refused calls fail with their 401', async () => {
    const app = signedInApp(() => json(401, { message: 'Refresh token expired' }));
    await waitFor(app.session, (s) => s.matches({ authenticated: 'valid' }));
    const all = Promise.allSettled(['/a', '/b'].map((path) => app.http.request(path)));
    await waitFor(app.session, (s) => s.matches({ authenticated: 'refreshing' }));
    app.release();
    const results = await all;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect((reason as ApiError).status).toBe(401);
    }
    await waitFor(app.session, (s) => s.matches('anonymous'));
    expect(app.refreshes()).toBe(1);
    expect(app.loggedOut).toEqual(['old']);
    app.session.stop();
  });

  it('before the session is settled the client refreshes on its own and announces it', async () => {
    const { fetch, calls } = fakeFetch(async ({ url, authorization }) => {
      if (isRefresh(url)) return json(200, { data: { token: 'new' } });
      return authorization === 'Bearer new' ? json(200, { ok: 1 }) : json(401, {});
    });
    const renewal = tokenRenewalBridge();
    const http = createHttpClient({
      baseURL: '/api/v1',
      timeoutMs: 1000,
      tokens: memoryTokens('old'),
      refreshPath: REFRESH,
      fetch,
      renewToken: () => renewal.renew(),
    });
    const announced: string[] = [];
    http.onAuthEvent((event) => announced.push(event.type));
    await expect(http.request('/auth/me')).resolves.toEqual({ ok: 1 });
    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(1);
    expect(announced).toEqual(['tokenRefreshed']);
  });
});
