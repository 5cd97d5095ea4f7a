import { Compile } from 'typebox/compile';
import type { PositionsResponse } from '../../../../src/contracts/trading.ts';
import {
  type BulkPositionUpdate,
  PositionStreamRequest,
} from '../../../../src/contracts/trading-streams.ts';
import type { UserStreamCategory, UserStreamContext } from '../../streams/categories.ts';

/** While a trader holds positions, a subscribed stream gets a push at least this often. */
export const POSITION_REFRESH_MS = 1_000;

const Request = Compile(PositionStreamRequest);

/** What the position feed needs of the desk. */
export interface PositionSource {
  positions(userId: string): Promise<PositionsResponse>;
  /** Traders who hold a position now. */
  holders(): Iterable<string>;
}

/** One open position stream: subscribed or not, and its push in flight. */
interface Stream {
  readonly context: UserStreamContext;
  subscribed: boolean;
  pushing: boolean;
  /** A change came while a push was in flight: push again after it. */
  again: boolean;
  lastPush: number;
}

/**
 * The `position` category of /stream/user. A stream gets nothing until its client subscribes
 * (`{action: "subscribe", userId, category: "position"}`, its own user id only); then a
 * bulk-position-update at once, after every change of the trader's money or positions, and at
 * least once a second while the trader holds positions. Subscriptions belong to one socket (two
 * tabs each subscribe). The backend host's external-unsubscribe pauses the trader's feed on every
 * socket (subscriptions stay) and external-subscribe, or a socket's new subscribe, resumes it.
 */
export class PositionFeed {
  readonly #streams = new Map<UserStreamContext, Stream>();
  readonly #byUser = new Map<string, Set<Stream>>();
  readonly #paused = new Set<string>();
  #source: PositionSource | undefined;

  /** The desk, once it has started. */
  attach(source: PositionSource): void {
    this.#source = source;
  }

  category(): UserStreamCategory {
    return {
      open: (context) => {
        const stream = { context, subscribed: false, pushing: false, again: false, lastPush: 0 };
        this.#streams.set(context, stream);
        let mine = this.#byUser.get(context.userId);
        if (mine === undefined) {
          mine = new Set();
          this.#byUser.set(context.userId, mine);
        }
        mine.add(stream);
        return () => {
          this.#streams.delete(context);
          mine.delete(stream);
          if (mine.size === 0 && this.#byUser.get(context.userId) === mine) {
            this.#byUser.delete(context.userId);
          }
        };
      },
      receive: (context, message) => this.#receive(context, message),
    };
  }

  /** The desk committed a change of these traders' money or positions. */
  changed(userIds: ReadonlySet<string>): void {
    for (const userId of userIds) {
      for (const stream of this.#byUser.get(userId) ?? []) this.#push(stream);
    }
  }

  /** external-subscribe (on) / external-unsubscribe (off); returns the trader's subscribed streams. */
  setFeed(userId: string, on: boolean): number {
    if (on) this.#paused.delete(userId);
    else this.#paused.add(userId);
    let count = 0;
    for (const stream of this.#byUser.get(userId) ?? []) {
      if (!stream.subscribed) continue;
      count++;
      if (on) this.#push(stream);
    }
    return count;
  }

  #receive(context: UserStreamContext, message: unknown): void {
    const stream = this.#streams.get(context);
    if (stream === undefined) return;
    const refuse = (text: string) => void context.send({ type: 'error', message: text });
    if (!Request.Check(message)) {
      refuse('Send {action: "subscribe" or "unsubscribe", userId, category: "position"}');
      return;
    }
    if (message.userId !== context.userId) {
      refuse('The user id does not match the signed-in user');
      return;
    }
    stream.subscribed = message.action === 'subscribe';
    if (stream.subscribed) {
      this.#paused.delete(context.userId);
      this.#push(stream);
    }
  }

  #push(stream: Stream): void {
    const source = this.#source;
    if (!stream.subscribed || this.#paused.has(stream.context.userId) || source === undefined) {
      return;
    }
    if (stream.pushing) {
      stream.again = true;
      return;
    }
    stream.pushing = true;
    stream.lastPush = Date.now();
    source
      .positions(stream.context.userId)
      .then((positions) => {
        if (!stream.subscribed || this.#paused.has(stream.context.userId)) return;
        const update: BulkPositionUpdate = { type: 'bulk-position-update', ...positions };
        return stream.context.send(update);
      })
      .catch((err: unknown) => stream.context.log.error({ err }, 'Position push failed'))
      .finally(() => {
        stream.pushing = false;
        if (stream.again) {
          stream.again = false;
          this.#push(stream);
        }
      });
  }

  /** Pushes to holders' subscribed streams that have had nothing for most of a second. */
  refresh(): void {
    if (this.#source === undefined || this.#streams.size === 0) return;
    const holders = new Set(this.#source.holders());
    const due = Date.now() - (POSITION_REFRESH_MS * 3) / 4;
    for (const stream of this.#streams.values()) {
      if (stream.lastPush <= due && holders.has(stream.context.userId)) {
        this.#push(stream);
      }
    }
  }
}
