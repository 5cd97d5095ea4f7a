import { CoreProjector, type ProjectorOptions } from './core-projector.ts';
import { ProjectionThread } from './projection-thread.ts';

/**
 * The exchange core's projection: on a thread of its own when its database can be reached by URL
 * (PostgreSQL, or the PGlite thread's wire server), so its work never holds the thread that
 * answers traders; otherwise (a PGlite in this thread, as the tests run it) here.
 */
export function openProjection(
  options: ProjectorOptions & { readonly url: string | undefined },
): CoreProjector | ProjectionThread {
  const { url, units, name, maxEntries, openingBalances, onError, onFlushed } = options;
  if (url === undefined) return new CoreProjector(options);
  return new ProjectionThread({
    url,
    units,
    ...(name === undefined ? {} : { name }),
    ...(maxEntries === undefined ? {} : { maxEntries }),
    ...(openingBalances === undefined ? {} : { openingBalances }),
    ...(onError === undefined ? {} : { onError }),
    ...(onFlushed === undefined ? {} : { onFlushed }),
  });
}
