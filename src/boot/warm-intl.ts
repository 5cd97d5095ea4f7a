/**
 * The first `Intl` formatter a page makes loads ICU's data on the main thread: 45–85 ms for a
 * NumberFormat in Chromium on this machine, one task of it, before the first price is drawn. That
 * data belongs to the renderer process, so a worker that makes the first formatters takes the
 * time off the main thread: the page's own then cost under 1 ms (docs/performance.md).
 */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // Without the worker the page's first formatter loads the data itself, as it would anyway.
  }
}
