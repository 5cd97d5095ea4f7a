import { useSyncExternalStore } from 'react';
import { useRoute, useSearch } from 'wouter';
import { DEFAULT_CHART_SYMBOL } from '../widgets/market/charts/chart-symbol.ts';

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

/**
 * Which instrument's ticket is docked in a page: the trade screen's contract (its right column on
 * a desktop). The ticket host then shows no drawer for that instrument, the page shows the form.
 * Read from the address and the screen width, so no page has to announce it.
 */
export function useDockedTicketSymbol(): string | null {
  const [onTradeScreen] = useRoute('/futureCharts');
  const search = useSearch();
  const desktop = useDesktop();
  if (!onTradeScreen || !desktop) return null;
  return new URLSearchParams(search).get('symbol') ?? DEFAULT_CHART_SYMBOL;
}
