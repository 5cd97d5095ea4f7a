import { afterAll, beforeAll } from 'vitest';

/** What a suite starts once and closes after its tests: a test server, a mail sink. */
interface Closable {
  close(): Promise<void>;
}

/**
 * Runs `start` before the tests of the describe block (or file) that calls this and closes what it
 * gave after them. The object returned stands for it once it has started; `onStarted` hands it to
 * a file whose helpers read it from a variable of their own (one per `describe.each` case).
 */
export function startedForSuite<T extends Closable>(
  start: () => Promise<T>,
  onStarted?: (started: T) => void,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
    onStarted?.(current);
  }, 60_000);
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (current === undefined) throw new Error('The suite’s server starts in beforeAll');
      return Reflect.get(current, key);
    },
  });
}
