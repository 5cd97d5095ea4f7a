import * as css from './skip-link.css.ts';

/**
 * The first Tab stop of every page: jumps past the header to the page's main region (it takes
 * focus as the fragment's target: it has tabindex -1).
 */
export function SkipLink() {
  return (
    <a href="#main" className={css.skipLink}>
      Skip to main content
    </a>
  );
}
