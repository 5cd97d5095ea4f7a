import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/errors/messages.ts';
import type { TokenStore } from '../../../src/services/auth-token.ts';
import { ApiError, toApiError } from '../../../src/services/http/api-error.ts';
import { createHttpClient, type HttpAuthEvent } from '../../../src/services/http/client.ts';
import { fakeFetch, json, memoryTokens } from './http-fakes.ts';

const REFRESH = '/auth/user-login/refreshAccessToken';

/** A promise the test lets pass when it chooses. */
function gate() {
  let open: () => void = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

function client(
  handler: Parameters<typeof fakeFetch>[0],
  token: string | null = 'old',
  timeoutMs = 30_000,
) {
  const { fetch, calls } = fakeFetch(handler);
  const tokens = memoryTokens(token);
  const http = createHttpClient({
    baseURL: '/api/v1',
    timeoutMs,
    tokens,
    refreshPath: REFRESH,
    fetch,
  });
  const events: HttpAuthEvent[] = [];
  http.onAuthEvent((event) => events.push(event));
  return { http, calls, tokens, events };
}

const isRefresh = (url: string) => url.endsWith(REFRESH);

/**
 * Two tabs of one browser refreshing at the same moment: one lock (Web Locks, telling a task
 * whether it waited), one rotating refresh cookie (a retired one presented again is refused), and
 * each tab's view of the stored token from `tokensOf`.
 */
async function refreshInTwoTabs(tokensOf: (tab: number) => TokenStore) {
  let held: Promise<unknown> = Promise.resolve();
  let busy = false;
  const acrossTabs = <T>(task: (waited: boolean) => Promise<T>): Promise<T> => {
    const waited = busy;
    busy = true;
    const run = held.then(() => task(waited));
    held = run
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
    return run;
  };
  let cookie = 1;
  const { fetch, calls } = fakeFetch(async () => {
    const presented = cookie;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (presented !== cookie) return json(401, { message: 'reused' });
    cookie += 1;
    return json(200, { data: { token: `new-${cookie}` } });
  });
  const tab = (n: number) =>
    createHttpClient({
      baseURL: '/api/v1',
      timeoutMs: 1000,
      tokens: tokensOf(n),
      refreshPath: REFRESH,
      fetch,
      acrossTabs,
    });
  const [a, b] = [tab(0), tab(1)];
  const fresh = await Promise.all([a.refreshAccessToken(), b.refreshAccessToken()]);
  return { fresh, calls };
}

describe('HTTP client', () => {
  it('sends the stored bearer token, cookies and JSON under the API base URL', async () => {
    const { http, calls } = client(() => json(200, { ok: true }));
    await expect(
      http.request('/auth/update-currency', { method: 'PATCH', body: { currency: 'INR' } }),
    ).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      {
        url: '/api/v1/auth/update-currency',
        method: 'PATCH',
        authorization: 'Bearer old',
        credentials: 'include',
        body: { currency: 'INR' },
      },
    ]);
  });

  it('leaves the bearer out of public calls and when no token is stored', async () => {
    const first = client(() => json(200, {}));
    await first.http.request('/auth/user-login/manual', {
      method: 'POST',
      body: {},
      bearer: false,
    });
    const second = client(() => json(200, {}), null);
    await second.http.request('/auth/me');
    expect([first.calls[0]?.authorization, second.calls[0]?.authorization]).toEqual([null, null]);
  });

  it('answers the status with the body for calls that need it (sign-up expects 201)', async () => {
    const { http } = client(() => json(201, { message: 'created' }));
    await expect(http.requestWithStatus('/auth/user-signup/manual')).resolves.toEqual({
      status: 201,
      data: { message: 'created' },
    });
  });

  it('turns an error response into an ApiError whose message follows the catalogue', async () => {
    const { http } = client(() => json(409, { message: 'Conflict', detail: 'Email taken.' }));
    const error = await http.request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email taken.', code: undefined });
    expect((error as ApiError).body).toEqual({ message: 'Conflict', detail: 'Email taken.' });
  });

  it('does not retry on its own: a 500 on GET is one call', async () => {
    const { http, calls } = client(() => json(500, {}));
    await expect(http.request('/x')).rejects.toMatchObject({
      status: 500,
      message: messages.unexpected,
    });
    expect(calls).toHaveLength(1);
  });

  it('maps a request that got no answer to NETWORK_ERROR', async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.request('/x')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: messages.network,
      status: undefined,
    });
  });

  it('gives up after the timeout with ECONNABORTED', async () => {
    const { http } = client(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      'old',
      20,
    );
    await expect(http.request('/x')).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: messages.timeout,
    });
  });

  it('on 401 refreshes with the cookie, stores the new token and retries once with it', async () => {
    const { http, calls, tokens, events } = client(({ url, authorization }) => {
      if (isRefresh(url)) return json(200, { data: { token: 'new' } });
      return authorization === 'Bearer new'
        ? json(200, { ok: 1 })
        : json(401, { message: 'Expired' });
    });
    await expect(http.request('/auth/me')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/v1/auth/me', 'Bearer old'],
      [`/api/v1${REFRESH}`, null],
      ['/api/v1/auth/me', 'Bearer new'],
    ]);
    expect(calls[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(tokens.value).toBe('new');
    expect(events).toEqual([{ type: 'tokenRefreshed', token: 'new' }]);
  });

  it('concurrent 401s share one refresh', async () => {
    const refresh = gate();
    const { http, calls } = client(async ({ url, authorization }) => {
      if (isRefresh(url)) {
        await refresh.passed;
        return json(200, { data: { token: 'new' } });
      }
      return authorization === 'Bearer new' ? json(200, { url }) : json(401, {});
    });
    const all = Promise.all(['/a', '/b', '/c'].map((path) => http.request(path)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    refresh.open();
    await expect(all).resolves.toHaveLength(3);
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('a 401 arriving after another request refreshed retries with the stored token', async () => {
    const bAnswers = gate();
    const { http, calls } = client(async ({ url, authorization }) => {
      if (isRefresh(url)) return json(200, { data: { token: 'new' } });
      if (authorization === 'Bearer new') return json(200, { url });
      if (url.endsWith('/b')) await bAnswers.passed; // B's 401 comes back late
      return json(401, {});
    });
    const a = http.request('/a');
    const b = http.request('/b');
    await a; // A got its 401, refreshed and succeeded
    bAnswers.open();
    await expect(b).resolves.toEqual({ url: '/api/v1/b' });
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { http, calls } = client(({ url }) =>
      isRefresh(url) ? json(200, { data: { token: 'new' } }) : json(401, { message: 'No access' }),
    );
    await expect(http.request('/x')).rejects.toMatchObject({ status: 401, message: 'No access' });
    expect(calls).toHaveLength(3);
  });

  it('when the refresh is refused with 401 the session is over', async () => {
    const { http, events } = client(({ url }) =>
      isRefresh(url) ? json(401, { message: 'Your session has ended.' }) : json(401, {}),
    );
    await expect(http.request('/x')).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([{ type: 'sessionExpired' }]);
  });

  it("a refresh answer without a token is 'No token in refresh response' and not an expiry", async () => {
    const { http, events, tokens } = client(({ url }) =>
      isRefresh(url) ? json(200, { data: {} }) : json(401, {}),
    );
    await expect(http.request('/x')).rejects.toThrow(messages.noTokenInRefreshResponse);
    expect(events).toEqual([]);
    expect(tokens.value).toBe('old');
  });

  it('does not refresh for public calls or when no token was sent', async () => {
    const publicCall = client(() => json(401, { message: 'Incorrect email or password.' }));
    await expect(
      publicCall.http.request('/auth/user-login/manual', {
        method: 'POST',
        body: {},
        bearer: false,
        refreshOnUnauthorized: false,
      }),
    ).rejects.toThrow('Incorrect email or password.');
    const anonymous = client(() => json(401, {}), null);
    await expect(anonymous.http.request('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect([publicCall.calls.length, anonymous.calls.length]).toEqual([1, 1]);
  });

  it('refreshAccessToken on its own is single flight too', async () => {
    const { http, calls } = client(() => json(200, { data: { token: 'new' } }));
    const tokens = await Promise.all([http.refreshAccessToken(), http.refreshAccessToken()]);
    expect(tokens).toEqual(['new', 'new']);
    expect(calls).toHaveLength(1);
    await http.refreshAccessToken();
    expect(calls).toHaveLength(2);
  });

  it('two tabs refreshing at once spend the rotating refresh cookie once', async () => {
    // Two pages of one browser: one token store (localStorage), one lock (Web Locks), one cookie.
    const tokens = memoryTokens('old');
    const { fresh, calls } = await refreshInTwoTabs(() => tokens);
    expect(fresh).toEqual(['new-2', 'new-2']);
    expect(calls).toHaveLength(1);
    expect(tokens.value).toBe('new-2');
  });

  it("a tab that waited takes the other tab's token when it reaches its storage late", async () => {
    // Each page sees the other's localStorage writes 50 ms late, as a browser passes them on.
    const views: { value: string | null }[] = [{ value: 'old' }, { value: 'old' }];
    const view = (mine: number): TokenStore => ({
      read: () => views[mine]?.value ?? null,
      write: (token) => {
        (views[mine] as { value: string | null }).value = token;
        setTimeout(() => {
          (views[1 - mine] as { value: string | null }).value = token;
        }, 50);
      },
      clear: () => {},
    });
    const { fresh, calls } = await refreshInTwoTabs(view);
    expect(fresh).toEqual(['new-2', 'new-2']);
    expect(calls).toHaveLength(1);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { http } = client(({ url, authorization }) =>
      isRefresh(url)
        ? json(200, { data: { token: 'new' } })
        : authorization === 'Bearer new'
          ? json(200, {})
          : json(401, {}),
    );
    const heard: HttpAuthEvent[] = [];
    const stop = http.onAuthEvent((event) => heard.push(event));
    stop();
    await http.request('/x');
    expect(heard).toEqual([]);
  });
});

describe('toApiError', () => {
  it('keeps an ApiError, an error’s own words, and falls back to the catalogue’s last text', () => {
    const apiError = new ApiError({ status: 400, body: { message: 'Bad' } });
    expect(toApiError(apiError)).toBe(apiError);
    expect(toApiError(new Error('Boom')).message).toBe('Boom');
    expect(toApiError('weird').message).toBe(messages.unexpected);
    expect(toApiError({ name: 'FetchError', response: { status: 502 } }).message).toBe(
      messages.unexpected,
    );
    expect(toApiError({ name: 'FetchError', cause: { name: 'TimeoutError' } })).toMatchObject({
      code: 'ECONNABORTED',
      message: messages.timeout,
    });
  });
});
