import * as css from './skip-link.css.ts';

/** The first Tab stop of every page: jumps past the header to the page's main region. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={css.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
