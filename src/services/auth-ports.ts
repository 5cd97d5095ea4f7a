import { navigate } from 'wouter/use-browser-location';
import type { AcrossTabs } from './http/client.ts';
import { type KeyValueStore, webStorageStore } from './storage/key-value-store.ts';

/** The outside world the session and the auth flows touch beyond BrowserPorts. */
export interface AuthPorts {
  /** sessionStorage (the spec's `sessionData` lives there). */
  readonly sessionStore: KeyValueStore;
  /** Client-side navigation (wouter listens to history changes). */
  readonly navigate: (to: string, state?: object) => void;
  readonly currentPath: () => string;
  /**
   * The query of the page the sign-in provider sent the browser back to, taken out of the address
   * and the history (the code in it is single use, and must not reach a later Referer).
   */
  readonly takeCallbackQuery: () => string;
  /** Wall-clock ms, only to turn a token's expiry into a delay. */
  readonly now: () => number;
  readonly fetch?: typeof globalThis.fetch;
  /** The token refresh's lock across tabs (absent where the browser has no Web Locks). */
  readonly acrossTabs?: AcrossTabs;
}

const REFRESH_LOCK = 'derivo.token-refresh';

/**
 * Web Locks: one tab at a time holds the refresh lock; the others queue behind it, and the task
 * learns whether it had to (another tab was refreshing just before it).
 */
function webLocks(): AcrossTabs | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) return undefined;
  return (task) =>
    locks.request(REFRESH_LOCK, { ifAvailable: true }, (free) =>
      free === null ? locks.request(REFRESH_LOCK, () => task(true)) : task(false),
    );
}

export function browserAuthPorts(): AuthPorts {
  const acrossTabs = webLocks();
  return {
    ...(acrossTabs ? { acrossTabs } : {}),
    sessionStore: webStorageStore(() => window.sessionStorage),
    navigate: (to, state) => navigate(to, state ? { state } : undefined),
    currentPath: () => window.location.pathname,
    takeCallbackQuery: () => {
      const { search, pathname } = window.location;
      window.history.replaceState(window.history.state, '', pathname);
      return search;
    },
    now: () => Date.now(),
  };
}
