import { fromPromise } from 'xstate';
import {
  type ApiKeySummary,
  type ApiKeysResponse,
  apiKeyPath,
  apiKeyPaths,
  type CreateApiKeyResponse,
} from '../contracts/api-keys.ts';
import { apiKeysMachine } from '../machines/api-keys/api-keys.machine.ts';
import type { HttpClient } from './http/client.ts';

/**
 * The API keys section on the HTTP API. The HTTP client answers the server's "confirm your
 * password" refusal of a new key itself: it opens the step-up dialog and sends the call again.
 */
export const provideApiKeys = (http: HttpClient) =>
  apiKeysMachine.provide({
    actors: {
      loadKeys: fromPromise<readonly ApiKeySummary[]>(
        async () => (await http.request<ApiKeysResponse>(apiKeyPaths.keys, {})).keys,
      ),
      createKey: fromPromise(({ input }) =>
        http.request<CreateApiKeyResponse>(apiKeyPaths.keys, {
          method: 'POST',
          body: input,
        }),
      ),
      revokeKey: fromPromise(({ input }) =>
        http.request(apiKeyPath(input.keyId), { method: 'DELETE' }),
      ),
    },
  });
