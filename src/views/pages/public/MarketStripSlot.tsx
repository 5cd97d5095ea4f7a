import { ArrowRight } from 'lucide-react';
import { lazy, type RefObject, Suspense, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import type { AnyActorRef } from 'xstate';
import { systemIds } from '../../../machines/ids.ts';
import type { marketStripMachine } from '../../../machines/pages/market-strip.machine.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import * as css from './market-strip.css.ts';

// The strip brings the market socket with it (about 12 kB): it loads once the page has loaded and
// the strip comes near the screen, so the landing page's first load does not carry it.
const MarketStrip = lazy(() => import('./MarketStrip.tsx'));

/**
 * True once the page has loaded and the element is near the viewport (never while prerendering);
 * `strip` (the landing's strip actor, which then loads the market code and watches the prices)
 * is told so. The observer only measures: the watch is the actor's.
 */
function useSeenAfterLoad(
  ref: RefObject<HTMLElement | null>,
  strip: AnyActorRef | undefined,
): boolean {
  const store = useMemo(() => {
    let seen = false;
    return {
      get: () => seen,
      subscribe(listener: () => void) {
        const element = ref.current;
        if (!element || !strip) return () => {};
        let observer: IntersectionObserver | undefined;
        const observe = () => {
          observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              seen = true;
              observer?.disconnect();
              strip.send({ type: 'strip.shown' });
              listener();
            },
            { rootMargin: '0px' },
          );
          observer.observe(element);
        };
        if (document.readyState === 'complete') observe();
        else window.addEventListener('load', observe, { once: true });
        return () => {
          window.removeEventListener('load', observe);
          observer?.disconnect();
        };
      },
    };
  }, [ref, strip]);
  return useSyncExternalStore(store.subscribe, store.get, () => false);
}

/** The landing page's live strip of the major coins, with its place kept from the first paint. */
export function MarketStripSlot() {
  const ref = useRef<HTMLElement>(null);
  const strip = usePageActor<typeof marketStripMachine>(systemIds.marketStrip);
  const ready = useSeenAfterLoad(ref, strip);
  return (
    <section ref={ref} className={css.strip} aria-labelledby="market-strip-title">
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
