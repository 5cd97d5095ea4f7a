import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import * as css from './market-strip.css.ts';

// The strip brings the market socket with it: it loads once the page has loaded and the browser
// is idle, so the landing page's first load does not carry it.
const MarketStrip = lazy(() => import('./MarketStrip.tsx'));

let settled = false;
const listeners = new Set<() => void>();

function settleAfterLoad() {
  const idle = () => {
    settled = true;
    for (const listener of listeners) listener();
  };
  const later = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(idle, { timeout: 3_000 })
      : setTimeout(idle, 1_000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0 && !settled) settleAfterLoad();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the page has loaded and the browser had a quiet moment (never while prerendering). */
const usePageSettled = () =>
  useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );

/** The landing page's live strip of the major coins, with its place kept from the first paint. */
export function MarketStripSlot() {
  const ready = usePageSettled();
  return (
    <section className={css.strip} aria-labelledby="market-strip-title">
      <h2 id="market-strip-title" className={css.stripTitle}>
        Live markets
      </h2>
      <div className={css.stripBody}>
        {ready && (
          <Suspense fallback={null}>
            <MarketStrip />
          </Suspense>
        )}
      </div>
      <Link href="/markets" className={css.stripLink} data-testid="landing-markets-link">
        All markets <ArrowRight size={16} aria-hidden />
      </Link>
    </section>
  );
}
