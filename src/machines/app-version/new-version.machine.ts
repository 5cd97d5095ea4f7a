import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';

export type NewVersionEvent =
  | { type: 'version.chunkFailed'; chunk: string }
  | { type: 'version.reload' };

export interface NewVersionContext {
  /** The code chunk that failed to load first (its address or the error's words). */
  readonly chunk: string | null;
}

/**
 * A deploy replaced the code the open app was built from: a code chunk it asks for is gone. The
 * app then says "A new version is available: Reload" and keeps the header and navigation, instead
 * of a blank page; Reload loads the new build.
 */
export const newVersionMachine = setup({
  types: { context: {} as NewVersionContext, events: {} as NewVersionEvent },
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
      description: 'Every chunk asked for has loaded: no banner.',
      on: {
        'version.chunkFailed': {
          target: 'stale',
          actions: assign({ chunk: ({ event }) => event.chunk }),
        },
      },
    },
    stale: {
      description:
        'A chunk failed to load: the banner says "A new version is available: Reload"; the header and navigation stay.',
      on: { 'version.reload': { target: 'reloading' } },
    },
    reloading: {
      description: 'The trader chose Reload: the page loads the new build.',
      entry: 'reloadPage',
    },
  },
});
