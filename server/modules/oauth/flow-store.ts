import type { Clock } from '../../clock.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';
import type { ProviderSettings } from './embedded-provider.ts';
import type { FlowSecrets, VerifiedIdentity } from './relying-party.ts';

/** One browser's sign-in between the redirect to the provider and the app's login or sign-up. */
export interface PendingFlow {
  readonly secrets: FlowSecrets;
  readonly settings: ProviderSettings;
  readonly expiresAt: number;
  /**
   * An authorization code works once. When login finds no account, the identity it verified is
   * kept here, bound to that code, for the sign-up call that follows with the same code.
   */
  exchanged?: { readonly codeHash: string; readonly identity: VerifiedIdentity };
  /** The referral code of the sign-up link the person came from (`?ref=` on the start call). */
  readonly referralCode?: string | undefined;
  /** A password account with the identity's email, waiting for its owner to confirm the link. */
  link?: PendingLink;
}

export interface PendingLink {
  readonly userId: string;
  /** The emailed code's HMAC and expiry, once one was sent. */
  code?: { readonly hash: string; readonly expiresAt: number };
  wrongTries: number;
}

export const FLOW_TTL_MS = 10 * 60 * 1000;
const MAX_FLOWS = 10_000;

/**
 * Pending sign-ins in memory, by a random id the browser holds in an HttpOnly cookie. The PKCE
 * verifier and nonce never reach the browser's scripts. One process holds them: a restart or a
 * second instance means the person starts the sign-in again.
 */
export class FlowStore {
  readonly #flows = new Map<string, PendingFlow>();

  constructor(private readonly clock: Clock) {}

  open(secrets: FlowSecrets, settings: ProviderSettings, referralCode?: string): string {
    this.#prune();
    const id = randomToken(24);
    this.#flows.set(id, {
      secrets,
      settings,
      expiresAt: this.clock.now() + FLOW_TTL_MS,
      referralCode,
    });
    return id;
  }

  find(id: string | undefined): PendingFlow | undefined {
    if (id === undefined) return undefined;
    const flow = this.#flows.get(id);
    if (flow === undefined || flow.expiresAt <= this.clock.now()) return undefined;
    return flow;
  }

  close(id: string): void {
    this.#flows.delete(id);
  }

  static codeHash(code: string): string {
    return sha256(code);
  }

  #prune(): void {
    const now = this.clock.now();
    for (const [id, flow] of this.#flows) if (flow.expiresAt <= now) this.#flows.delete(id);
    // Oldest first (insertion order): a flood of abandoned sign-ins cannot grow memory without end.
    for (const id of this.#flows.keys()) {
      if (this.#flows.size < MAX_FLOWS) break;
      this.#flows.delete(id);
    }
  }
}
