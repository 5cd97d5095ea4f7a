import { assign, fromCallback, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';

export type NewVersionEvent =
  | { type: 'version.chunkFailed'; chunk: string }
  | { type: 'version.workerWaiting'; script: string }
  | { type: 'version.reload' };

export interface NewVersionContext {
  /**
   * What told of the new build first: the code chunk that failed to load (its address or the
   * error's words), or the script of the service worker waiting with it.
   */
  readonly chunk: string | null;
}

/**
 * A deploy replaced the code the open app was built from: a code chunk it asks for is gone. The
 * app then says "A new version is available: Reload" and keeps the header and navigation, instead
 * of a blank page; Reload loads the new build. A new service worker that installed and waits
 * (docs/pwa.md) says the same: it takes over only when the trader chooses Reload.
 */
export const newVersionMachine = setup({
  types: { context: {} as NewVersionContext, events: {} as NewVersionEvent },
  actors: {
    watchServiceWorker: fromCallback<NewVersionEvent>(() =>
      notProvided('newVersion.watchServiceWorker'),
    ),
  },
  actions: {
    reloadPage: () => notProvided('newVersion.reloadPage'),
  },
}).createMachine({
  id: 'newVersion',
  description:
    'Whether the build the app runs is still the one on the server: a code chunk that fails to load means a deploy replaced it.',
  context: { chunk: null },
  initial: 'current',
  states: {
    current: {
      description:
        'Every chunk asked for has loaded and no new service worker waits: no banner. The app registers its service worker and listens for a new one.',
      invoke: { id: 'watchServiceWorker', src: 'watchServiceWorker' },
      on: {
        'version.chunkFailed': {
          target: 'stale',
          actions: assign({ chunk: ({ event }) => event.chunk }),
        },
        'version.workerWaiting': {
          target: 'stale',
          actions: assign({ chunk: ({ event }) => event.script }),
        },
      },
    },
    stale: {
      description:
        'A chunk failed to load or a new service worker waits: the banner says "A new version is available: Reload"; the header and navigation stay.',
      on: { 'version.reload': { target: 'reloading' } },
    },
    reloading: {
      description:
        'The trader chose Reload: the waiting service worker, if any, takes over and the page loads the new build.',
      entry: 'reloadPage',
    },
  },
});
