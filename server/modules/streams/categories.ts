import type { FastifyBaseLogger } from 'fastify';

/** What a category handler gets for one open stream. */
export interface UserStreamContext {
  /** The signed-in user the stream belongs to (from the token, never from the query alone). */
  readonly userId: string;
  /** `since` of the query (the order stream replays what came after it). */
  readonly since?: string;
  /**
   * Sends a message after checking that the login session is still on (then the stream closes
   * instead); messages go out in the order they were given.
   */
  send(message: unknown): Promise<void>;
  readonly log: FastifyBaseLogger;
}

/**
 * One category of /stream/user (fund now; position and order from the trading engine): `open`
 * starts pushing for one stream and returns what stops it; `receive` gets the client's messages
 * other than ping (subscribe/unsubscribe for positions).
 */
export interface UserStreamCategory {
  open(context: UserStreamContext): () => void;
  receive?(context: UserStreamContext, message: unknown): void;
}

/** The categories modules add when they register: `app.userStreams.register('fund', ...)`. */
export class UserStreamCategories {
  readonly #categories = new Map<string, UserStreamCategory>();

  register(name: string, category: UserStreamCategory): void {
    if (this.#categories.has(name)) throw new Error(`User stream category ${name} exists already`);
    this.#categories.set(name, category);
  }

  get(name: string): UserStreamCategory | undefined {
    return this.#categories.get(name);
  }

  names(): string[] {
    return [...this.#categories.keys()];
  }
}
