import { fromPromise } from 'xstate';
import { type Theme, themeMachine } from '../machines/theme/theme.machine.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { localKeys } from './storage/storage-keys.ts';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export function storedOrPreferredTheme(ports: BrowserPorts): Theme {
  const stored = ports.local.read(localKeys.theme);
  if (isTheme(stored)) return stored;
  return ports.prefersDark() ? 'dark' : 'light';
}

export const provideThemeMachine = (ports: BrowserPorts) =>
  themeMachine.provide({
    actors: { readStoredTheme: fromPromise(async () => storedOrPreferredTheme(ports)) },
    actions: {
      applyTheme: (_, { theme }) => {
        ports.root.classList.toggle('dark', theme === 'dark');
        ports.root.style.colorScheme = theme;
      },
      persistTheme: (_, { theme }) => {
        try {
          ports.local.write(localKeys.theme, theme);
        } catch (error) {
          ports.logError('Could not save the theme preference', error);
        }
      },
    },
  });
