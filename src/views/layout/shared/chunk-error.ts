/**
 * Whether an error is a code chunk that failed to load: the browsers' words for a dynamic import
 * whose file is gone (a deploy replaced the build) or could not be fetched, and Vite's preload.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [^ ]+ failed/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(`${error.name}: ${error.message}`);

/** The chunk an error names (its address), or the error's words. */
export const chunkOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.match(/https?:\/\/\S+|\/assets\/\S+/)?.[0] ?? message;
};
