import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as css from './app-errors.css.ts';
import { isChunkLoadError } from './chunk-error.ts';
import { newVersionKnown, reloadNewVersion, reportChunkFailure } from './new-version.ts';

interface State {
  readonly error: unknown;
}

/**
 * Catches what fails to render in the page area, so the header and the navigation stay: a code
 * chunk that failed to load tells the new-version machine (its banner offers Reload); anything
 * else says the page failed and offers to try again. Keyed by the route, a new page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) reportChunkFailure(error);
    else console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // After a failed chunk, what fails next is most likely the old build's code meeting the new.
    if (isChunkLoadError(error) || newVersionKnown()) {
      return (
        <section
          className={css.fallback}
          data-testid="page-error"
          aria-labelledby="page-error-title"
        >
          <h1 id="page-error-title" className={css.title}>
            This page could not load
          </h1>
          <p>A new version of Derivo is available. Reload to use it; your session stays.</p>
          <button type="button" className={css.reload} onClick={reloadNewVersion}>
            Reload
          </button>
        </section>
      );
    }
    return (
      <section className={css.fallback} data-testid="page-error" aria-labelledby="page-error-title">
        <h1 id="page-error-title" className={css.title}>
          Something went wrong on this page
        </h1>
        <p>The rest of the app still works. Try again, or open another page.</p>
        <button type="button" className={css.reload} onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </section>
    );
  }
}
