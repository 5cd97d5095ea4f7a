import type { FastifyBaseLogger } from 'fastify';
import { type ApiKeyScope, SIGNATURE_WINDOW_MS } from '../../../src/contracts/api-keys-paths.ts';
import type { Clock } from '../../clock.ts';
import { HttpError } from '../../http/errors.ts';
import { securityEvent } from '../../security/security-events.ts';
import { allowedAddress } from './allowlist.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { signatureMatches, signedText } from './signature.ts';
import type { ApiKeyStore } from './store.ts';
import { apiKeyTexts } from './texts.ts';

/** What a signed request presents, and where it came from. */
export interface SignedAttempt {
  readonly keyId: string;
  readonly timestamp: string;
  readonly signature: string;
  readonly method: string;
  /** The path with its query, as sent. */
  readonly url: string;
  readonly body: string;
  readonly ip: string;
}

/** The key a request was signed with, once every check passed. */
export interface ApiKeyCaller {
  readonly keyId: string;
  readonly userId: string;
  readonly scopes: readonly ApiKeyScope[];
}

export type SignatureCheck = (
  attempt: SignedAttempt,
  log: FastifyBaseLogger,
) => Promise<ApiKeyCaller>;

/**
 * Checks a signed request in the order that leaks least: its time, its key, its signature (so
 * nobody without the secret learns more than "no"), the key's address allowlist, then replay.
 * Every refusal is a security event; so is a key's first use from an address.
 */
export function signatureCheck(deps: {
  store: ApiKeyStore;
  clock: Clock;
  replay: ReplayGuard;
}): SignatureCheck {
  return async (attempt, log) => {
    const refuse = (status: number, message: string, reason: string, userId?: string): never => {
      securityEvent(log, 'apikey.refused', {
        keyId: attempt.keyId,
        userId,
        reason,
        ip: attempt.ip,
      });
      throw new HttpError(status, message);
    };
    const now = deps.clock.now();
    const sentAt = /^\d{1,16}$/.test(attempt.timestamp) ? Number(attempt.timestamp) : Number.NaN;
    if (!(Math.abs(now - sentAt) <= SIGNATURE_WINDOW_MS)) {
      return refuse(401, apiKeyTexts.staleTimestamp, 'timestamp');
    }
    const key = await deps.store.find(attempt.keyId);
    if (key === undefined) return refuse(401, apiKeyTexts.unknownKey, 'unknown key');
    if (key.revoked) return refuse(401, apiKeyTexts.revokedKey, 'revoked', key.userId);
    const text = signedText(attempt.timestamp, attempt.method, attempt.url, attempt.body);
    if (!signatureMatches(key.secret, text, attempt.signature)) {
      return refuse(401, apiKeyTexts.badSignature, 'signature', key.userId);
    }
    if (!allowedAddress(key.ipAllowlist, attempt.ip)) {
      return refuse(403, apiKeyTexts.outsideAllowlist, 'allowlist', key.userId);
    }
    const seen = deps.replay.admit(attempt.signature.toLowerCase(), now);
    if (seen === 'replayed') return refuse(401, apiKeyTexts.replayed, 'replay', key.userId);
    if (seen === 'full')
      return refuse(429, apiKeyTexts.replayFull, 'replay memory full', key.userId);
    if (await deps.store.used(key.keyId, attempt.ip, new Date(now))) {
      securityEvent(log, 'apikey.new-address', {
        keyId: key.keyId,
        userId: key.userId,
        ip: attempt.ip,
      });
    }
    return { keyId: key.keyId, userId: key.userId, scopes: key.scopes };
  };
}
