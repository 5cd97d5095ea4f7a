import type { TokenStore } from '../../../src/services/auth-token.ts';

export interface FetchCall {
  readonly url: string;
  readonly method: string;
  readonly authorization: string | null;
  readonly credentials: RequestCredentials | undefined;
  readonly body: unknown;
}

type Handler = (call: FetchCall, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records every call and answers with `handler`. */
export function fakeFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      authorization: headers.get('authorization'),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

export function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

/** A signed-looking JWT whose payload carries `exp` (seconds); the signature is not checked here. */
export function jwtExpiringAt(expSeconds: number, tag = 'a'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: tag, exp: expSeconds })}.sig-${tag}`;
}
