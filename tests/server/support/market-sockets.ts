import { startedForSuite } from './for-suite.ts';
import { MarketTestClient } from './market-client.ts';
import { startTestServer, type TestServerOptions } from './test-server.ts';

/**
 * The calling suite's server, and `connect` for the market sockets its tests open: every one is
 * terminated before the server closes after the tests.
 */
export function marketSocketsForSuite(options: TestServerOptions) {
  const open: MarketTestClient[] = [];
  const server = startedForSuite(async () => {
    const started = await startTestServer(options);
    const close = async () => {
      for (const client of open) client.ws.terminate();
      await started.close();
    };
    return { ...started, close };
  });
  const connect = async (
    userId: string,
    query: Record<string, string> = {},
  ): Promise<MarketTestClient> => {
    const client = await MarketTestClient.open(server.url, userId, {}, { query });
    open.push(client);
    return client;
  };
  return { server, connect };
}
