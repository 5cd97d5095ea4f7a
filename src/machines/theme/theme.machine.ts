import { fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';

export type Theme = 'light' | 'dark';

export type ThemeEvent = { type: 'theme.toggle' };

export const themeMachine = setup({
  types: {
    events: {} as ThemeEvent,
  },
  actors: {
    readStoredTheme: fromPromise<Theme>(async () => notProvided('theme.readStoredTheme')),
  },
  actions: {
    applyTheme: (_, _params: { theme: Theme }) => notProvided('theme.applyTheme'),
    persistTheme: (_, _params: { theme: Theme }) => notProvided('theme.persistTheme'),
  },
  guards: {
    storedThemeIsDark: (_, params: { theme: Theme }) => params.theme === 'dark',
  },
}).createMachine({
  id: 'theme',
  description:
    'Light or dark theme: read from localStorage `theme` (or the system preference), toggled, persisted, applied as the `dark` class on the document.',
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Reading the stored theme; the page keeps the class set by the boot script.',
      invoke: {
        id: 'readStoredTheme',
        src: 'readStoredTheme',
        onDone: [
          {
            guard: { type: 'storedThemeIsDark', params: ({ event }) => ({ theme: event.output }) },
            target: 'dark',
          },
          { target: 'light' },
        ],
        onError: { target: 'light' },
      },
    },
    light: {
      description: 'Light theme applied: no `dark` class on the document.',
      entry: { type: 'applyTheme', params: { theme: 'light' } },
      on: {
        'theme.toggle': {
          target: 'dark',
          actions: { type: 'persistTheme', params: { theme: 'dark' } },
        },
      },
    },
    dark: {
      description: 'Dark theme applied: the document carries the `dark` class.',
      entry: { type: 'applyTheme', params: { theme: 'dark' } },
      on: {
        'theme.toggle': {
          target: 'light',
          actions: { type: 'persistTheme', params: { theme: 'light' } },
        },
      },
    },
  },
});
