import { useSelector } from '@xstate/react';
import { actors } from '../../system.ts';
import { useAfterHydration } from './use-hydrated.ts';

// Apart from use-theme.ts: only Settings asks where the theme comes from, so the header's toggle
// (on every page, the landing page's first load included) does not carry this.

/** Whether the theme follows the device's preference (no choice of the trader's is stored). */
export const useThemeFollowsSystem = (): boolean =>
  useAfterHydration(
    useSelector(actors.theme, (s) => s.matches('following')),
    false,
  );

/** Forgets the trader's choice: the theme follows the device again. */
export const followSystemTheme = () => actors.theme.send({ type: 'theme.followSystem' });
