import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is rendered ahead of time (the build prerenders the public pages) and while
 * the browser hydrates that HTML; true from the render after. A page the browser renders itself
 * sees true from its first render.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * `live`, except on a prerendered page before hydration ends: then `boot`, the value every visitor
 * saw in the prerendered HTML. Browser-only state (theme, session, open chat) must not change the
 * markup React hydrates; the real value follows one render later.
 */
export function useAfterHydration<T>(live: T, boot: T): T {
  return useHydrated() ? live : boot;
}
