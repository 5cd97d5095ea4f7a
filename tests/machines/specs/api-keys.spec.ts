import {
  type ApiKeysContext,
  apiKeysMachine,
  apiKeysTexts,
} from '../../../src/machines/api-keys/api-keys.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';
import { pinTransitions, type TransitionTable } from './pinned-transitions.ts';

type State = 'loading' | 'failed' | 'ready' | 'creating' | 'showingSecret' | 'revoking';

/**
 * What the API keys section must do (issue 29), independent of the machine's code: a blank label
 * stays put with the reason; a created key shows its secret until dismissed, then the list loads
 * again; a revoked key reloads the list; a refusal (a cancelled step-up among them) goes back to
 * the list with its words.
 */
const expected: TransitionTable<State> = {
  loading: {
    'xstate.done.actor.loadKeys': 'ready',
    'xstate.error.actor.loadKeys': 'failed',
  },
  failed: { 'apiKeys.load': 'loading' },
  ready: {
    'apiKeys.create:good': 'creating',
    'apiKeys.create:bad': 'ready',
    'apiKeys.revoke': 'revoking',
  },
  creating: {
    'xstate.done.actor.createKey': 'showingSecret',
    'xstate.error.actor.createKey': 'ready',
  },
  showingSecret: { 'apiKeys.dismiss': 'loading' },
  revoking: {
    'xstate.done.actor.revokeKey': 'loading',
    'xstate.error.actor.revokeKey': 'ready',
  },
};

const keyOf = (event: { type: string; label?: unknown }): string =>
  event.type === 'apiKeys.create'
    ? `${event.type}:${String(event.label).trim() === '' ? 'bad' : 'good'}`
    : event.type;

const pinned = pinTransitions({ initial: 'loading', expected, keyOf });

const KEY = {
  keyId: 'dk_test',
  label: 'bot',
  scopes: ['read', 'trade'],
  ipAllowlist: ['203.0.113.0/24'],
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
};

export const apiKeysSpec: ModelSpec = defineModelSpec({
  name: 'api-keys',
  machine: apiKeysMachine,
  events: {
    ...bareEvents('apiKeys.load', 'apiKeys.dismiss'),
    ...samples(
      'apiKeys.create',
      { label: ' ', trade: false, allowlist: '' },
      { label: ' bot ', trade: true, allowlist: '203.0.113.0/24, 10.0.0.1' },
    ),
    ...samples('apiKeys.revoke', { keyId: 'dk_test' }),
  },
  invokes: {
    loadKeys: { done: [[KEY]], error: [new Error('Sign in to continue')] },
    createKey: {
      done: [{ keyId: 'dk_test', secret: 'the-secret' }],
      error: [new Error('Confirm your password to continue')],
    },
    revokeKey: {
      done: [{ message: 'API key revoked' }],
      error: [new Error('There is no such API key')],
    },
  },
  project: (s) => ({
    keys: s.context.keys.length,
    created: s.context.created !== null,
    revoking: s.context.revokingId !== null,
    error: s.context.error !== null,
    notice: s.context.notice !== null,
  }),
  check: (args) => {
    const { key } = pinned(args);
    const { event, snapshot } = args;
    const context = snapshot.context as ApiKeysContext;
    if (key.endsWith(':bad') && context.error !== apiKeysTexts.labelMissing) {
      throw new Error(`${key} showed no reason`);
    }
    if (event.type.startsWith('xstate.error.actor.') && context.error === null) {
      throw new Error(`${event.type} showed no error`);
    }
    if (event.type === 'xstate.done.actor.createKey' && context.created?.secret !== 'the-secret') {
      throw new Error('the new secret is not shown');
    }
    if (event.type === 'apiKeys.dismiss' && context.created !== null) {
      throw new Error('the secret is still shown after Done');
    }
    if (event.type === 'xstate.done.actor.revokeKey' && context.notice !== apiKeysTexts.revoked) {
      throw new Error('a revoked key was not said in words');
    }
  },
});
