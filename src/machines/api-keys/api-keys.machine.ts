import { assign, setup } from 'xstate';
import type {
  ApiKeyScopes,
  ApiKeySummary,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
} from '../../contracts/api-keys.ts';
import { messages } from '../../domain/errors/messages.ts';
import { failureText } from '../auth/form-rules.ts';
import { providedRequest } from '../not-provided.ts';

export type ApiKeysEvent =
  | { type: 'apiKeys.load' }
  /** The create form: a label, read or read-and-trade, and the allowlist as typed (commas or spaces). */
  | { type: 'apiKeys.create'; label: string; trade: boolean; allowlist: string }
  /** The secret was copied (or not): it is never shown again. */
  | { type: 'apiKeys.dismiss' }
  | { type: 'apiKeys.revoke'; keyId: string };

export interface ApiKeysContext {
  readonly keys: readonly ApiKeySummary[];
  /** The key just created, with its secret, until the trader dismisses it. */
  readonly created: CreateApiKeyResponse | null;
  readonly pending: CreateApiKeyRequest | null;
  readonly revokingId: string | null;
  readonly notice: string | null;
  readonly error: string | null;
}

const initialContext: ApiKeysContext = {
  keys: [],
  created: null,
  pending: null,
  revokingId: null,
  notice: null,
  error: null,
};

export const apiKeysTexts = {
  labelMissing: 'Give the key a label, like "Trading bot"',
  revoked: 'The key was revoked: it no longer works',
} as const;

/** The create form's values as the server takes them. */
export function createRequestOf(form: {
  label: string;
  trade: boolean;
  allowlist: string;
}): CreateApiKeyRequest {
  const scopes: ApiKeyScopes = form.trade ? ['read', 'trade'] : ['read'];
  const ipAllowlist = form.allowlist.split(/[\s,]+/).filter((range) => range !== '');
  return { label: form.label.trim(), scopes, ...(ipAllowlist.length > 0 ? { ipAllowlist } : {}) };
}

/**
 * The API keys section of /settings (issue 29): the trader's keys listed; a new key created
 * (POST /api-keys, which the server refuses without a step-up, so the HTTP client opens the
 * step-up dialog and sends it again) and its secret shown once; a key revoked.
 */
export const apiKeysMachine = setup({
  types: { context: {} as ApiKeysContext, events: {} as ApiKeysEvent },
  actors: {
    loadKeys: providedRequest<readonly ApiKeySummary[]>('apiKeys.loadKeys'),
    createKey: providedRequest<CreateApiKeyResponse, CreateApiKeyRequest>('apiKeys.createKey'),
    revokeKey: providedRequest<unknown, { keyId: string }>('apiKeys.revokeKey'),
  },
  guards: {
    labelMissing: (_, params: { label: string }) => params.label.trim() === '',
  },
  actions: {
    showError: assign({
      error: (_, params: { error: unknown }) => failureText(params.error, messages.unexpected),
    }),
  },
}).createMachine({
  id: 'apiKeys',
  description:
    'The API keys section of /settings: the list, a new key (step-up, the secret shown once), a key revoked.',
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api-keys.',
      invoke: {
        id: 'loadKeys',
        src: 'loadKeys',
        onDone: {
          target: 'ready',
          actions: assign({ keys: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The list did not load: the reason and a "Try again" button.',
      on: { 'apiKeys.load': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      description: 'The keys are listed beside the create form.',
      on: {
        'apiKeys.create': [
          {
            guard: { type: 'labelMissing', params: ({ event }) => event },
            actions: assign({ error: apiKeysTexts.labelMissing, notice: null }),
          },
          {
            target: 'creating',
            actions: assign({
              pending: ({ event }) => createRequestOf(event),
              error: null,
              notice: null,
            }),
          },
        ],
        'apiKeys.revoke': {
          target: 'revoking',
          actions: assign({ revokingId: ({ event }) => event.keyId, error: null, notice: null }),
        },
      },
    },
    creating: {
      description:
        'POST /api-keys: refused for want of a step-up, the dialog asks for the password (or code) and the call is sent again.',
      invoke: {
        id: 'createKey',
        src: 'createKey',
        input: ({ context }) =>
          context.pending ?? createRequestOf({ label: '', trade: false, allowlist: '' }),
        onDone: {
          target: 'showingSecret',
          actions: assign({ created: ({ event }) => event.output, pending: null }),
        },
        onError: {
          target: 'ready',
          actions: [assign({ pending: null }), { type: 'showError', params: ({ event }) => event }],
        },
      },
    },
    showingSecret: {
      description: 'The new key and its secret, shown this once with a copy button.',
      on: { 'apiKeys.dismiss': { target: 'loading', actions: assign({ created: null }) } },
    },
    revoking: {
      description: 'DELETE /api-keys/:keyId, then the list again.',
      invoke: {
        id: 'revokeKey',
        src: 'revokeKey',
        input: ({ context }) => ({ keyId: context.revokingId ?? '' }),
        onDone: {
          target: 'loading',
          actions: assign({ revokingId: null, notice: apiKeysTexts.revoked }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ revokingId: null }),
            { type: 'showError', params: ({ event }) => event },
          ],
        },
      },
    },
  },
});
