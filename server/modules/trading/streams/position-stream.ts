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

/** One open position stream: subscribed or not. */
interface Stream {
  readonly context: UserStreamContext;
  subscribed: boolean;
}

/** A trader's streams and their one push: computed once, sent to each subscribed stream. */
interface Trader {
  readonly userId: string;
  readonly streams: Set<Stream>;
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
 * A push is computed once per trader and sent to each of the trader's subscribed sockets.
 */
export class PositionFeed {
  readonly #streams = new Map<UserStreamContext, Stream>();
  readonly #traders = new Map<string, Trader>();
  readonly #paused = new Set<string>();
  #source: PositionSource | undefined;

  /** The exchange, once it has started. */
  attach(source: PositionSource): void {
    this.#source = source;
  }

  category(): UserStreamCategory {
    return {
      open: (context) => {
        const stream = { context, subscribed: false };
        this.#streams.set(context, stream);
        let trader = this.#traders.get(context.userId);
        if (trader === undefined) {
          trader = {
            userId: context.userId,
            streams: new Set(),
            pushing: false,
            again: false,
            lastPush: 0,
          };
          this.#traders.set(context.userId, trader);
        }
        const mine = trader;
        mine.streams.add(stream);
        return () => {
          this.#streams.delete(context);
          mine.streams.delete(stream);
          if (mine.streams.size === 0 && this.#traders.get(mine.userId) === mine) {
            this.#traders.delete(mine.userId);
          }
        };
      },
      receive: (context, message) => this.#receive(context, message),
    };
  }

  /** The exchange committed a change of these traders' money or positions. */
  changed(userIds: ReadonlySet<string>): void {
    for (const userId of userIds) this.#push(userId);
  }

  /** external-subscribe (on) / external-unsubscribe (off); returns the trader's subscribed streams. */
  setFeed(userId: string, on: boolean): number {
    if (on) this.#paused.delete(userId);
    else this.#paused.add(userId);
    const count = this.#subscribed(userId).length;
    if (on && count > 0) this.#push(userId);
    return count;
  }

  #subscribed(userId: string): Stream[] {
    return [...(this.#traders.get(userId)?.streams ?? [])].filter((stream) => stream.subscribed);
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
      this.#push(context.userId);
    }
  }

  #push(userId: string): void {
    const source = this.#source;
    const trader = this.#traders.get(userId);
    if (trader === undefined || source === undefined || this.#paused.has(userId)) return;
    if (this.#subscribed(userId).length === 0) return;
    if (trader.pushing) {
      trader.again = true;
      return;
    }
    trader.pushing = true;
    trader.lastPush = Date.now();
    source
      .positions(userId)
      .then((positions) => {
        if (this.#paused.has(userId)) return;
        const update: BulkPositionUpdate = { type: 'bulk-position-update', ...positions };
        const sends = this.#subscribed(userId).map((stream) => stream.context.send(update));
        return Promise.all(sends);
      })
      .catch((err: unknown) =>
        [...trader.streams][0]?.context.log.error({ err }, 'Position push failed'),
      )
      .finally(() => {
        trader.pushing = false;
        if (trader.again) {
          trader.again = false;
          this.#push(userId);
        }
      });
  }

  /** Pushes to holders with subscribed streams that have had nothing for most of a second. */
  refresh(): void {
    if (this.#source === undefined || this.#traders.size === 0) return;
    const holders = new Set(this.#source.holders());
    const due = Date.now() - (POSITION_REFRESH_MS * 3) / 4;
    for (const trader of this.#traders.values()) {
      if (trader.lastPush <= due && holders.has(trader.userId)) this.#push(trader.userId);
    }
  }
}
