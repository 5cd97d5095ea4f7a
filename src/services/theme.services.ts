import { type EventObject, fromCallback, fromPromise } from 'xstate';
import {
  type StartingTheme,
  type SystemThemeEvent,
  type Theme,
  themeMachine,
} from '../machines/theme/theme.machine.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { localKeys } from './storage/storage-keys.ts';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The trader's stored choice, or else the system preference (not chosen: it is followed). */
export function storedOrPreferredTheme(ports: BrowserPorts): StartingTheme {
  const stored = ports.local.read(localKeys.theme);
  if (isTheme(stored)) return { theme: stored, chosen: true };
  return { theme: ports.prefersDark() ? 'dark' : 'light', chosen: false };
}

export const provideThemeMachine = (ports: BrowserPorts) =>
  themeMachine.provide({
    actors: {
      readStoredTheme: fromPromise(async () => storedOrPreferredTheme(ports)),
      watchSystemTheme: fromCallback<EventObject, void, SystemThemeEvent>(({ sendBack }) =>
        ports.watchPrefersDark((dark) =>
          sendBack({ type: 'theme.system', theme: dark ? 'dark' : 'light' }),
        ),
      ),
    },
    actions: {
      applyTheme: (_, { theme }) => {
        ports.root.classList.toggle('dark', theme === 'dark');
        ports.root.style.colorScheme = theme;
      },
      forgetTheme: () => {
        ports.local.remove(localKeys.theme);
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
