/**
 * API keys (issue 29): the paths and the signed-request headers, apart from the schemas
 * (`api-keys.ts`) so that importing a path loads no schema library.
 */
export const apiKeyPaths = {
  /** POST (with X-Step-Up) creates a key; GET lists the trader's keys. */
  keys: '/api-keys',
  /** DELETE revokes the key at once. */
  key: '/api-keys/:keyId',
} as const;

export const apiKeyPath = (keyId: string): string => `/api-keys/${encodeURIComponent(keyId)}`;

/** The headers of a signed request: the key id, the time in ms and the hex HMAC-SHA256. */
export const API_KEY_HEADER = 'x-derivo-key';
export const API_TIMESTAMP_HEADER = 'x-derivo-timestamp';
export const API_SIGNATURE_HEADER = 'x-derivo-signature';

/** A trader holds at most this many keys that are not revoked. */
export const MAX_API_KEYS = 10;
/** A signed request's timestamp may be this far from the server's clock, ms. */
export const SIGNATURE_WINDOW_MS = 5_000;

/** What a key may do: `read` (GET only), or `read` and `trade`. There is no withdrawal scope. */
export const API_KEY_SCOPES = ['read', 'trade'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
