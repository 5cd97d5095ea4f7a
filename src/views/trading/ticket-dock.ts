import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which instrument's ticket is docked in a page (the trade screen's right column on a desktop):
 * while it is, the ticket host shows no drawer for that instrument, the page shows the form.
 */
let docked: string | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDockedTicketSymbol = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => docked,
    () => null,
  );

const DESKTOP = '(min-width: 960px)';

function subscribeDesktop(listener: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is wide enough for a docked ticket (the trade screen's CSS breakpoint). */
export const useDesktop = (): boolean =>
  useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );

/** Docks the ticket of `symbol` while the calling component is mounted and `active` holds. */
export function useDockTicket(symbol: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    docked = symbol;
    tell();
    return () => {
      if (docked === symbol) docked = null;
      tell();
    };
  }, [symbol, active]);
}
