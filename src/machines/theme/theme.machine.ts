import { type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { localKeys } from '../../services/storage/storage-keys.ts';
import type { StorageChangedEvent } from '../browser/browser-signals.machine.ts';
import { notProvided } from '../not-provided.ts';

export type Theme = 'light' | 'dark';

/** The theme to show first, and whether the trader chose it (stored) or the system decides. */
export interface StartingTheme {
  readonly theme: Theme;
  readonly chosen: boolean;
}

/** The system's light or dark preference changed (sent by `watchSystemTheme`). */
export type SystemThemeEvent = { type: 'theme.system'; theme: Theme };

/**
 * Another tab stored a key (forwarded by browserSignals): a theme stored under `theme` is shown
 * here and not stored again; its removal (the other tab follows the system again) is followed.
 */
export type ThemeEvent =
  | { type: 'theme.toggle' }
  | { type: 'theme.followSystem' }
  | SystemThemeEvent
  | StorageChangedEvent;

/** The other tab's theme key, as the guards read it. */
const storedTheme = ({ event }: { event: StorageChangedEvent }) => ({
  key: event.key,
  value: event.value,
});

/** The toggle: the other theme becomes the trader's choice, and is stored. */
const toggleTo = (theme: Theme) =>
  ({
    target: `#theme.chosen.${theme}`,
    actions: { type: 'persistTheme', params: { theme } },
  }) as const;

/**
 * A leaf state showing `theme`: tagged with it, and applying it to the document on entry. (Each
 * state's description stays a property of its own: the production build strips those.)
 */
const showing = (theme: Theme) => ({
  tags: [theme],
  entry: { type: 'applyTheme', params: { theme } } as const,
});

export const themeMachine = setup({
  types: {
    events: {} as ThemeEvent,
  },
  actors: {
    readStoredTheme: fromPromise<StartingTheme>(async () => notProvided('theme.readStoredTheme')),
    watchSystemTheme: fromCallback<EventObject, void, SystemThemeEvent>(() =>
      notProvided('theme.watchSystemTheme'),
    ),
  },
  actions: {
    applyTheme: (_, _params: { theme: Theme }) => notProvided('theme.applyTheme'),
    persistTheme: (_, _params: { theme: Theme }) => notProvided('theme.persistTheme'),
    forgetTheme: () => notProvided('theme.forgetTheme'),
  },
  guards: {
    isChosenDark: (_, params: StartingTheme) => params.chosen && params.theme === 'dark',
    isChosen: (_, params: StartingTheme) => params.chosen,
    isDark: (_, params: { theme: Theme }) => params.theme === 'dark',
    isLight: (_, params: { theme: Theme }) => params.theme === 'light',
    otherTabChoseDark: (_, params: { key: string | null; value: string | null }) =>
      params.key === localKeys.theme && params.value === 'dark',
    otherTabChoseLight: (_, params: { key: string | null; value: string | null }) =>
      params.key === localKeys.theme && params.value === 'light',
    /** The other tab removed the theme (or stored no theme there): it follows the system. */
    otherTabForgot: (_, params: { key: string | null; value: string | null }) =>
      params.key === localKeys.theme && params.value !== 'dark' && params.value !== 'light',
  },
}).createMachine({
  id: 'theme',
  description:
    'Light or dark theme: the trader’s choice stored in localStorage `theme`, or else the system preference, followed while it changes; toggled, persisted, applied as the `dark` class on the document; a choice made in another tab is followed.',
  on: {
    'browser.storageChanged': [
      {
        description: 'Another tab chose dark: shown here too (it is stored already).',
        guard: { type: 'otherTabChoseDark', params: storedTheme },
        target: '.chosen.dark',
      },
      {
        description: 'Another tab chose light: shown here too (it is stored already).',
        guard: { type: 'otherTabChoseLight', params: storedTheme },
        target: '.chosen.light',
      },
    ],
  },
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Reading the stored theme; the page keeps the class set by the boot script.',
      invoke: {
        id: 'readStoredTheme',
        src: 'readStoredTheme',
        onDone: [
          {
            guard: { type: 'isChosenDark', params: ({ event }) => event.output },
            target: 'chosen.dark',
          },
          {
            guard: { type: 'isChosen', params: ({ event }) => event.output },
            target: 'chosen.light',
          },
          {
            guard: { type: 'isDark', params: ({ event }) => event.output },
            target: 'following.dark',
          },
          { target: 'following.light' },
        ],
        onError: { target: 'following.light' },
      },
    },
    following: {
      description:
        'No theme chosen: the system’s preference is shown, and a change of it (at sunset, say) is followed at once.',
      invoke: { id: 'watchSystemTheme', src: 'watchSystemTheme' },
      initial: 'light',
      states: {
        light: {
          description: 'The system prefers light: no `dark` class on the document.',
          ...showing('light'),
          on: {
            'theme.system': {
              guard: { type: 'isDark', params: ({ event }) => event },
              target: 'dark',
            },
            'theme.toggle': toggleTo('dark'),
          },
        },
        dark: {
          description: 'The system prefers dark: the document carries the `dark` class.',
          ...showing('dark'),
          on: {
            'theme.system': {
              guard: { type: 'isLight', params: ({ event }) => event },
              target: 'light',
            },
            'theme.toggle': toggleTo('light'),
          },
        },
      },
    },
    chosen: {
      description:
        'The trader chose a theme: it stays, whatever the system prefers, until the trader asks to follow the system again.',
      initial: 'light',
      on: {
        'theme.followSystem': { target: 'resolving', actions: 'forgetTheme' },
        'browser.storageChanged': {
          description:
            'Another tab went back to the system’s theme (removed the stored one): so does this one.',
          guard: { type: 'otherTabForgot', params: storedTheme },
          target: 'resolving',
        },
      },
      states: {
        light: {
          description: 'Light chosen and stored: no `dark` class on the document.',
          ...showing('light'),
          on: { 'theme.toggle': toggleTo('dark') },
        },
        dark: {
          description: 'Dark chosen and stored: the document carries the `dark` class.',
          ...showing('dark'),
          on: { 'theme.toggle': toggleTo('light') },
        },
      },
    },
  },
});
