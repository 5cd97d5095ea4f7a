import { type KeyValueStore, webStorageStore } from './storage/key-value-store.ts';

/** Everything outside the app that the long-lived machines touch, gathered so tests can swap it. */
export interface BrowserPorts {
  readonly local: KeyValueStore;
  readonly root: { classList: DOMTokenList; style: CSSStyleDeclaration };
  readonly prefersDark: () => boolean;
  readonly randomBytes: (buffer: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
  readonly logError: (message: string, error?: unknown) => void;
}

export function browserPorts(): BrowserPorts {
  return {
    local: webStorageStore(() => window.localStorage),
    root: document.documentElement,
    prefersDark: () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    randomBytes: (buffer) => crypto.getRandomValues(buffer),
    logError: (message, error) => console.error(message, error),
  };
}
