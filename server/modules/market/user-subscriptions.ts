import type { ResolvedSubscription } from './subscriptions.ts';

const MAX_USERS = 10_000;
const MAX_PER_USER = 64;

const keyOf = (s: ResolvedSubscription): string => `${s.category}|${s.label}`;

/**
 * Subscriptions made over REST (POST /market/subscribe). They belong to the user, not to one
 * socket: they apply to the user's open sockets and to sockets opened later. Bounded: the least
 * recently touched users are forgotten first, and each user keeps at most 64 subscriptions.
 */
export class UserSubscriptions {
  readonly #byUser = new Map<string, Map<string, ResolvedSubscription>>();

  add(userId: string, subscription: ResolvedSubscription): void {
    const mine = this.#touch(userId);
    mine.delete(keyOf(subscription));
    mine.set(keyOf(subscription), subscription);
    if (mine.size > MAX_PER_USER) {
      const oldest = mine.keys().next().value;
      if (oldest !== undefined) mine.delete(oldest);
    }
  }

  remove(userId: string, subscription: ResolvedSubscription): void {
    const mine = this.#byUser.get(userId);
    if (mine === undefined) return;
    const keys = new Set(subscription.keys);
    for (const [key, held] of mine) {
      const rest = held.keys.filter((k) => !keys.has(k));
      if (rest.length === 0) mine.delete(key);
      else if (rest.length !== held.keys.length) mine.set(key, { ...held, keys: rest });
    }
    if (mine.size === 0) this.#byUser.delete(userId);
  }

  of(userId: string): ResolvedSubscription[] {
    return [...(this.#byUser.get(userId)?.values() ?? [])];
  }

  clear(userId: string): void {
    this.#byUser.delete(userId);
  }

  #touch(userId: string): Map<string, ResolvedSubscription> {
    const mine = this.#byUser.get(userId) ?? new Map<string, ResolvedSubscription>();
    this.#byUser.delete(userId);
    this.#byUser.set(userId, mine);
    if (this.#byUser.size > MAX_USERS) {
      const oldest = this.#byUser.keys().next().value;
      if (oldest !== undefined) this.#byUser.delete(oldest);
    }
    return mine;
  }
}
