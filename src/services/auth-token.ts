import { api } from '../domain/constants.ts';
import type { KeyValueStore } from './storage/key-value-store.ts';
import { localKeys } from './storage/storage-keys.ts';

/**
 * The one home of the access token: the HTTP client, the market socket and the session all read it
 * here, and only the session and the HTTP client's refresh write it. Kept in localStorage
 * `authToken` (spec section 3), so every tab of the app sees the same token.
 */
export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function accessTokenStore(local: KeyValueStore): TokenStore {
  return {
    read: () => {
      const token = local.read(localKeys.authToken);
      return token === null || token === '' ? null : token;
    },
    write: (token) => local.write(localKeys.authToken, token),
    clear: () => local.remove(localKeys.authToken),
  };
}

/** setTimeout's longest delay; anything longer fires at once in browsers. */
export const MAX_TIMER_MS = 2_147_483_647;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim of a JWT in epoch ms, or null when the token has none or is not a JWT. */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * How long until the session should refresh this token. A token counts as expiring 30 s before
 * its expiry (spec section 9), so the refresh is due then. For tokens that live two margins or
 * less, the margin would make every fresh token "expiring" and refresh in a tight loop: those
 * refresh at half their remaining life instead. Expired tokens are due now; tokens without an
 * expiry are not refreshed on a timer (their 401 still triggers one).
 */
export function refreshDelayMs(
  token: string,
  nowMs: number,
  marginMs: number = api.tokenExpiringMarginMs,
): number {
  const expiry = tokenExpiryMs(token);
  if (expiry === null) return MAX_TIMER_MS;
  const remaining = expiry - nowMs;
  if (remaining <= 0) return 0;
  const due = Math.max(remaining - marginMs, remaining / 2);
  return Math.min(Math.floor(due), MAX_TIMER_MS);
}
