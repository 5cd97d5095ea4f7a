import type { $Fetch } from 'ofetch';
import { STEP_UP_HEADER, STEP_UP_REQUIRED } from '../../contracts/step-up-header.ts';
import { messages } from '../../domain/errors/messages.ts';
import type { TokenStore } from '../auth-token.ts';
import { ApiError, isUnauthorized, toApiError } from './api-error.ts';

/** The server's 403 that asks for the password again (server/modules/auth/step-up.ts). */
const needsStepUp = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { detail?: unknown } | null)?.detail === STEP_UP_REQUIRED;

/**
 * Runs `task` while holding a lock every tab of the app shares (Web Locks in the browser), so
 * that one tab at a time refreshes the token.
 */
export type AcrossTabs = <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;

/**
 * How long a tab that waited for the lock gives the tab before it to have its new token arrive.
 * Browsers pass one tab's localStorage writes to the others asynchronously, so the lock can be
 * granted before the token the holder stored can be read here.
 */
const ARRIVAL_WAIT_MS = 500;
const ARRIVAL_POLL_MS = 10;

/** What the client tells the session about tokens it handled on its own. */
export type HttpAuthEvent =
  /** A 401 was answered by refreshing; the new token is stored and the request was retried. */
  | { readonly type: 'tokenRefreshed'; readonly token: string }
  /** The refresh itself was refused with 401: the session is over. */
  | { readonly type: 'sessionExpired' };

export interface HttpClientOptions {
  readonly baseURL: string;
  readonly timeoutMs: number;
  readonly tokens: TokenStore;
  /** The refresh call's path under `baseURL`; it answers `{ data: { token } }`. */
  readonly refreshPath: string;
  /** Injected for tests; the browser's fetch otherwise. */
  readonly fetch?: typeof globalThis.fetch;
  /** Single flight across tabs; without it, refreshes are single-flight within this page only. */
  readonly acrossTabs?: AcrossTabs;
  /**
   * A call refused with 403 for want of a step-up (the password confirmed again) asks this for a
   * token and is sent once more with it; null (cancelled) lets the refusal through.
   */
  readonly stepUp?: () => Promise<string | null>;
  /**
   * A call refused with 401 asks this for a new token: the session's own single-flight refresh
   * (token-renewal-bridge.ts); a failure lets the 401 through. Null (no signed-in session to ask)
   * or absent: the client refreshes on its own and announces it.
   */
  readonly renewToken?: () => Promise<string> | null;
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: Record<string, unknown>;
  readonly query?: Record<string, string | number | undefined>;
  /** Another origin or prefix than the API's (e.g. the market data service). */
  readonly baseURL?: string;
  /** Send the stored bearer token (default true). */
  readonly bearer?: boolean;
  /** This bearer token instead of the stored one (logout sends the token of the session it ends). */
  readonly token?: string | null;
  /** On 401, refresh the access token and retry once (default true; only when a token was sent). */
  readonly refreshOnUnauthorized?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface HttpResponse<T> {
  readonly status: number;
  readonly data: T;
}

export interface HttpClient {
  /** The parsed JSON body; throws ApiError. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Status and parsed JSON body; throws ApiError for error statuses. */
  requestWithStatus<T>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  /**
   * A new access token from the refresh cookie, stored before it is returned. Concurrent callers
   * share one call (single flight), across tabs too when `acrossTabs` is given. Throws ApiError; 'No token in refresh response' when the
   * answer has none.
   */
  refreshAccessToken(): Promise<string>;
  /** Listens to refreshes and expiries the client handled while answering 401s. */
  onAuthEvent(listener: (event: HttpAuthEvent) => void): () => void;
}

const refreshedToken = (body: unknown): string | undefined => {
  const data = (body as { data?: { token?: unknown } } | null | undefined)?.data;
  const token = data?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
};

/**
 * The app's HTTP client on ofetch: base URL, bearer token, cookies (`credentials: 'include'`), a
 * 30 s timeout, no automatic retries of its own, every failure mapped to ApiError, and the 401 rule
 * of spec section 4: refresh once (shared by concurrent callers: a 401 that arrives while a refresh
 * runs joins it, one that arrives after it retries with the token it stored) and retry once; a
 * refused refresh ends the session.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  // ofetch loads with the first request, so pages that never call the API never download it.
  let loading: Promise<$Fetch> | null = null;
  const fetcher = () => {
    loading ??= import('ofetch').then(({ createFetch }) =>
      createFetch({
        fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
        Headers: globalThis.Headers,
        AbortController: globalThis.AbortController,
      }),
    );
    // A chunk that failed to load (offline) is tried again by the next request.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const listeners = new Set<(event: HttpAuthEvent) => void>();
  const announce = (event: HttpAuthEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  let refreshing: Promise<string> | null = null;

  async function send<T>(
    path: string,
    request: RequestOptions,
    token: string | null,
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    try {
      const $fetch = await fetcher();
      const response = await $fetch.raw<T>(path, {
        baseURL: request.baseURL ?? options.baseURL,
        method: request.method ?? 'GET',
        body: request.body,
        query: request.query,
        headers,
        credentials: 'include',
        timeout: options.timeoutMs,
        retry: false,
      });
      return { status: response.status, data: response._data as T };
    } catch (error) {
      throw toApiError(error);
    }
  }

  async function refreshOnce(): Promise<string> {
    const { data } = await send<unknown>(
      options.refreshPath,
      { method: 'POST', body: {}, bearer: false },
      null,
    );
    const token = refreshedToken(data);
    if (token === undefined) throw new ApiError({ message: messages.noTokenInRefreshResponse });
    options.tokens.write(token);
    return token;
  }

  /**
   * Refresh tokens rotate on every use, and the server treats a retired one presented again as a
   * stolen token. Two tabs share the refresh cookie and the stored access token, so the refresh
   * runs under a lock across tabs: a tab that waited for the lock and finds that another tab has
   * stored a new token meanwhile takes that one instead of spending the (already rotated) cookie.
   */
  async function refreshAcrossTabs(): Promise<string> {
    const before = options.tokens.read();
    const exclusive = options.acrossTabs ?? ((task) => task(false));
    return exclusive(async (waited) => {
      let now = options.tokens.read();
      // Behind another tab's refresh: its token is on its way here (or it failed: refresh then).
      for (let spent = 0; waited && now === before && spent < ARRIVAL_WAIT_MS; ) {
        await new Promise((resolve) => setTimeout(resolve, ARRIVAL_POLL_MS));
        spent += ARRIVAL_POLL_MS;
        now = options.tokens.read();
      }
      return now !== null && now !== before ? now : refreshOnce();
    });
  }

  function refreshAccessToken(): Promise<string> {
    if (refreshing === null) {
      refreshing = refreshAcrossTabs().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function requestWithStatus<T>(
    path: string,
    request: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    try {
      return await requestOnce<T>(path, request);
    } catch (error) {
      if (options.stepUp === undefined || !needsStepUp(error)) throw error;
      const stepUpToken = await options.stepUp();
      if (stepUpToken === null) throw error;
      return requestOnce<T>(path, {
        ...request,
        headers: { ...request.headers, [STEP_UP_HEADER]: stepUpToken },
      });
    }
  }

  async function requestOnce<T>(
    path: string,
    request: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const token =
      request.bearer === false
        ? null
        : request.token !== undefined
          ? request.token
          : options.tokens.read();
    let refusal: unknown;
    try {
      return await send<T>(path, request, token);
    } catch (error) {
      const mayRefresh = token !== null && request.refreshOnUnauthorized !== false;
      if (!mayRefresh || !isUnauthorized(error)) throw error;
      refusal = error;
    }
    // Another request may have refreshed while this one was out: then its token is the new one.
    const stored = options.tokens.read();
    if (refreshing === null && stored !== null && stored !== token) {
      return send<T>(path, request, stored);
    }
    const renewal = options.renewToken?.() ?? null;
    if (renewal !== null) {
      const renewed = await renewal.catch(() => {
        throw refusal;
      });
      return send<T>(path, request, renewed);
    }
    let fresh: string;
    try {
      fresh = await refreshAccessToken();
    } catch (refreshError) {
      if (isUnauthorized(refreshError)) announce({ type: 'sessionExpired' });
      throw refreshError;
    }
    announce({ type: 'tokenRefreshed', token: fresh });
    return send<T>(path, request, fresh);
  }

  return {
    requestWithStatus,
    request: async <T>(path: string, request?: RequestOptions) =>
      (await requestWithStatus<T>(path, request)).data,
    refreshAccessToken,
    onAuthEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
