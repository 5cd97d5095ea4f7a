import { fromCallback } from 'xstate';
import {
  type BrowserSignalEvent,
  browserSignalsMachine,
} from '../machines/browser/browser-signals.machine.ts';

/** What a storage event says: the key another tab wrote (null: it cleared all) and its value. */
interface StorageSignal {
  readonly key: string | null;
  readonly newValue: string | null;
}

/** What a page transition event says: whether the page goes into (or comes out of) bfcache. */
interface PageTransition {
  readonly persisted: boolean;
}

/** The window, document and localStorage the signals come from (a fake in tests). */
export interface SignalSource {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  addEventListener(type: 'storage', listener: (event: StorageSignal) => void): void;
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: PageTransition) => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageSignal) => void): void;
  removeEventListener(
    type: 'pagehide' | 'pageshow',
    listener: (event: PageTransition) => void,
  ): void;
  readonly document: {
    readonly visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  readonly localStorage: Pick<Storage, 'length' | 'key' | 'getItem'>;
}

/** The source's listener methods as the actor calls them: by event type, from one table. */
interface Listening {
  addEventListener(type: string, listener: (event: never) => void): void;
  removeEventListener(type: string, listener: (event: never) => void): void;
}

/** The window where there is one (not in Node, where the unit tests start the root). */
export const windowSignals = (): SignalSource | null =>
  typeof window === 'undefined' ? null : window;

/** Every key and value of the storage now; empty when it cannot be read. */
function entriesOf(storage: SignalSource['localStorage']): Map<string, string> {
  const entries = new Map<string, string>();
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      const value = key === null ? null : storage.getItem(key);
      if (key !== null && value !== null) entries.set(key, value);
    }
  } catch {
    // Storage blocked: nothing to compare.
  }
  return entries;
}

/** The keys whose value differs between two readings, with the later value (null: removed). */
function changesBetween(before: Map<string, string>, after: Map<string, string>) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((key) => before.get(key) !== after.get(key))
    .map((key) => ({ key, value: after.get(key) ?? null }));
}

/**
 * The browser-signals actor listening to the source `sourceOf` gives when it starts. A page kept in
 * the back/forward cache hears no storage event: what changed meanwhile is told when it is shown.
 */
export const provideBrowserSignals = (sourceOf: () => SignalSource | null) =>
  browserSignalsMachine.provide({
    actors: {
      watchBrowser: fromCallback<BrowserSignalEvent>(({ sendBack }) => {
        const source = sourceOf();
        if (source === null) return;
        const online = () => sendBack({ type: 'browser.online' });
        const offline = () => sendBack({ type: 'browser.offline' });
        const visible = () => {
          if (source.document.visibilityState === 'visible') sendBack({ type: 'browser.visible' });
        };
        const stored = ({ key, newValue }: StorageSignal) =>
          sendBack({ type: 'browser.storageChanged', key, value: newValue });
        let cached: Map<string, string> | null = null;
        const hidden = ({ persisted }: PageTransition) => {
          cached = persisted ? entriesOf(source.localStorage) : null;
        };
        const shown = ({ persisted }: PageTransition) => {
          if (!persisted || cached === null) return;
          for (const { key, value } of changesBetween(cached, entriesOf(source.localStorage))) {
            sendBack({ type: 'browser.storageChanged', key, value });
          }
          cached = null;
        };
        const listeners: readonly (readonly [object, string, (event: never) => void])[] = [
          [source, 'online', online],
          [source, 'offline', offline],
          [source, 'storage', stored],
          [source, 'pagehide', hidden],
          [source, 'pageshow', shown],
          [source.document, 'visibilitychange', visible],
        ];
        for (const [target, type, listener] of listeners) {
          (target as Listening).addEventListener(type, listener);
        }
        return () => {
          for (const [target, type, listener] of listeners) {
            (target as Listening).removeEventListener(type, listener);
          }
        };
      }),
    },
  });
