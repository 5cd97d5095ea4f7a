import type { Env } from '../../../server/config.ts';
import type { TempDir } from './dist-fixture.ts';
import { startedForSuite } from './for-suite.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * The calling suite's server, serving the web files `makeDist` writes (with `env` besides); the
 * files are removed after the server closes.
 */
export function distServerForSuite(makeDist: () => Promise<TempDir>, env: Env = {}): TestServer {
  return startedForSuite(async () => {
    const dist = await makeDist();
    const server = await startTestServer({ env: { WEB_DIST_DIR: dist.dir, ...env } });
    const close = async () => {
      await server.close();
      await dist.remove();
    };
    return { ...server, close };
  });
}
