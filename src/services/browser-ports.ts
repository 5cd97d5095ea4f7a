import { type KeyValueStore, webStorageStore } from './storage/key-value-store.ts';

/** Everything outside the app that the long-lived machines touch, gathered so tests can swap it. */
export interface BrowserPorts {
  readonly local: KeyValueStore;
  readonly root: { classList: DOMTokenList; style: CSSStyleDeclaration };
  readonly prefersDark: () => boolean;
  /** Calls `changed` whenever the system's dark preference changes; returns the unsubscribe. */
  readonly watchPrefersDark: (changed: (dark: boolean) => void) => () => void;
  readonly randomBytes: (buffer: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
  readonly logError: (message: string, error?: unknown) => void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function watchPrefersDark(changed: (dark: boolean) => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (query === undefined) return () => {};
  const listener = (event: MediaQueryListEvent) => changed(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function browserPorts(): BrowserPorts {
  return {
    local: webStorageStore(() => window.localStorage),
    root: document.documentElement,
    prefersDark: () => window.matchMedia?.(DARK_QUERY).matches ?? false,
    watchPrefersDark,
    randomBytes: (buffer) => crypto.getRandomValues(buffer),
    logError: (message, error) => console.error(message, error),
  };
}
