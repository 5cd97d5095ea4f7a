import { useSelector } from '@xstate/react';
import type { Theme } from '../../machines/theme/theme.machine.ts';
import { actors } from '../../system.ts';
import { useAfterHydration } from './use-hydrated.ts';

/** The applied theme, or null while it is being read from storage (and on prerendered HTML). */
export const useTheme = (): Theme | null =>
  useAfterHydration(
    useSelector(actors.theme, (s) =>
      s.hasTag('dark') ? 'dark' : s.hasTag('light') ? 'light' : null,
    ),
    null,
  );

export const toggleTheme = () => actors.theme.send({ type: 'theme.toggle' });
