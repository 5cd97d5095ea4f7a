import type { ReactNode } from 'react';
import { tableWrap } from './data.css.ts';

/**
 * A table's horizontal scroller. On a phone a wide table scrolls sideways, so the scroller takes
 * focus and has a name: a keyboard can scroll it and a screen reader announces it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1).
    <section className={tableWrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
