import type { WebSocket } from '@fastify/websocket';
import fastifyPlugin from 'fastify-plugin';
import { SIGNATURE_WINDOW_MS } from '../../../src/contracts/api-keys-paths.ts';
import { secretBox } from '../auth/secret-box.ts';
import { storedSecret } from '../auth/secrets.ts';
import { keyEncryptionKey } from '../auth/secrets-key.ts';
import { type ApiKeyCaller, signatureCheck } from './check.ts';
import { perKeyRateLimit } from './rate-limit.ts';
import { ReplayGuard } from './replay-guard.ts';
import { apiKeyRoutes } from './routes.ts';
import { signedRequests } from './signed-requests.ts';
import { apiKeyStore } from './store.ts';
import { streamKeyAuth } from './stream-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a signed request was made with (after its checks), or null. */
    apiKey: ApiKeyCaller | null;
  }
  interface FastifyInstance {
    /** Opens a user stream by its first `auth` frame: resolves with a liveness check, or null. */
    readonly streamKeyAuth: (
      socket: WebSocket,
      request: FastifyRequest,
      userId: string,
    ) => Promise<(() => Promise<boolean>) | null>;
  }
}

/** Signatures are remembered for twice the timestamp window (either side of the clock) and a margin. */
const REPLAY_MEMORY_MS = 2 * SIGNATURE_WINDOW_MS + 1_000;
const REPLAY_MEMORY_ENTRIES = 200_000;

/**
 * API keys (issue 29, docs/api-keys.md): the routes that create, list and revoke them, signed
 * requests as a way to authenticate beside the bearer token (root hooks; registered right after
 * the auth module, whose services it uses), per-key rate limits,
 * and user streams opened by an auth frame. Secrets are sealed at rest under the secrets key.
 */
export const apiKeysModule = fastifyPlugin<{ prefix?: string }>(
  async (app, { prefix }) => {
    const box = secretBox(await storedSecret(app.db, 'api_key_aes', keyEncryptionKey(app.config)));
    const store = apiKeyStore(app.db, box);
    const replay = new ReplayGuard(REPLAY_MEMORY_MS, REPLAY_MEMORY_ENTRIES);
    const check = signatureCheck({ store, clock: app.clock, replay });
    signedRequests(app, check, await perKeyRateLimit(app));
    app.decorate('streamKeyAuth', streamKeyAuth(check, store));
    await app.register(async (scope) => apiKeyRoutes(scope, store), { prefix });
  },
  { name: 'api-keys', dependencies: ['auth', 'mail'] },
);
