import { fromCallback } from 'xstate';
import {
  type BrowserSignalEvent,
  browserSignalsMachine,
} from '../machines/browser/browser-signals.machine.ts';

/** The window and document the signals come from (a fake in tests). */
export interface SignalSource {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  readonly document: {
    readonly visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/** The window where there is one (not in Node, where the unit tests start the root). */
export const windowSignals = (): SignalSource | null =>
  typeof window === 'undefined' ? null : window;

/** The browser-signals actor listening to the source `sourceOf` gives when it starts. */
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
        source.addEventListener('online', online);
        source.addEventListener('offline', offline);
        source.document.addEventListener('visibilitychange', visible);
        return () => {
          source.removeEventListener('online', online);
          source.removeEventListener('offline', offline);
          source.document.removeEventListener('visibilitychange', visible);
        };
      }),
    },
  });
