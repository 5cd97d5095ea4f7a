import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Scratch room for one test file: temporary directories named after `prefix`, and anything else
 * to close (databases), all removed or closed once the file's tests are done.
 */
export function scratch(prefix: string) {
  const dirs: string[] = [];
  const closers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    for (const closer of closers) await closer.close();
  });
  return {
    async tempDir(): Promise<string> {
      const dir = await mkdtemp(path.join(os.tmpdir(), `derivo-${prefix}-`));
      dirs.push(dir);
      return dir;
    },
    /** Closes `it` after the file's tests; returns it. */
    closeAfter<T extends { close(): Promise<void> }>(it: T): T {
      closers.push(it);
      return it;
    },
  };
}
