import { useSelector } from '@xstate/react';
import type { Theme } from '../../machines/theme/theme.machine.ts';
import { actors } from '../../system.ts';

/** The applied theme, or null while it is being read from storage. */
export const useTheme = (): Theme | null =>
  useSelector(actors.theme, (s) =>
    s.matches('dark') ? 'dark' : s.matches('light') ? 'light' : null,
  );

export const toggleTheme = () => actors.theme.send({ type: 'theme.toggle' });
