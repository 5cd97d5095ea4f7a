import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type {
  ApiKeyScopes,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
} from '../../../src/contracts/api-keys.ts';
import { api, STRONG_PASSWORD } from './auth-flow.ts';
import { type CallOptions, type CallResult, call } from './http-client.ts';
import type { TestServer } from './test-server.ts';

/** The recipe of docs/api-keys.md: hex HMAC-SHA256 of `timestamp + METHOD + path + body`. */
export function signature(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export interface ApiKey extends CreateApiKeyResponse {}

/** The headers of a request signed with `key` at `timestamp` (ms, default now). */
export function signedHeaders(
  key: ApiKey,
  method: string,
  path: string,
  body = '',
  timestamp = Date.now(),
): Record<string, string> {
  const ts = String(timestamp);
  return {
    'x-derivo-key': key.keyId,
    'x-derivo-timestamp': ts,
    'x-derivo-signature': signature(key.secret, `${ts}${method}${path}${body}`),
  };
}

/** The API-key calls of a server test, against whichever server `serverOf` gives. */
export function apiKeyClient(serverOf: () => TestServer) {
  const stepUpToken = async (token: string): Promise<string> => {
    const answer = await call(serverOf().url, 'POST', api('/auth/step-up'), {
      token,
      body: { password: STRONG_PASSWORD },
    });
    expect(answer.status).toBe(200);
    return (answer.json as { stepUpToken: string }).stepUpToken;
  };

  /** POST /api-keys as the signed-in `token`, with a fresh step-up unless `stepUp` is false. */
  const create = async (
    token: string,
    body: Omit<CreateApiKeyRequest, 'scopes'> & { scopes?: ApiKeyScopes },
    stepUp = true,
  ): Promise<CallResult> =>
    call(serverOf().url, 'POST', api('/api-keys'), {
      token,
      body: { scopes: ['read'], ...body },
      ...(stepUp ? { headers: { 'x-step-up': await stepUpToken(token) } } : {}),
    });

  /** A new key, asserted created. */
  const newKey = async (
    token: string,
    scopes: ApiKeyScopes = ['read'],
    ipAllowlist?: string[],
  ): Promise<ApiKey> => {
    const answer = await create(token, {
      label: `bot ${scopes.join('+')}`,
      scopes,
      ...(ipAllowlist === undefined ? {} : { ipAllowlist }),
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as ApiKey;
  };

  /** A request signed with `key`; the JSON body is signed exactly as it is sent. */
  const signed = (
    key: ApiKey,
    method: string,
    path: string,
    options: { body?: unknown; timestamp?: number; headers?: Record<string, string> } & Pick<
      CallOptions,
      'from'
    > = {},
  ): Promise<CallResult> => {
    const raw = options.body === undefined ? undefined : JSON.stringify(options.body);
    return call(serverOf().url, method, path, {
      ...(raw === undefined ? {} : { raw }),
      ...(options.from === undefined ? {} : { from: options.from }),
      headers: {
        ...signedHeaders(key, method, path, raw ?? '', options.timestamp),
        ...options.headers,
      },
    });
  };

  return { stepUpToken, create, newKey, signed };
}
