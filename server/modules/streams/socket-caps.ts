/** Open /stream/user sockets allowed for one trader, whatever their categories. */
export const MAX_USER_STREAMS_PER_TRADER = 16;
/** Open /stream/user sockets allowed from one client address (like the market socket's cap). */
export const MAX_USER_STREAMS_PER_ADDRESS = 64;
/**
 * Close code of a stream refused for a cap (4000-4999: the application's own): 4029, like HTTP's
 * 429. The reason says which cap in words. A client should not reconnect at once.
 */
export const TOO_MANY_STREAMS_CLOSE = 4029;

export type StreamRefusal = { cap: 'trader' | 'address'; reason: string };

/**
 * Counts the open user streams per trader and per address. `admit` and the socket's release are
 * synchronous, so a burst of upgrades cannot slip past the count.
 */
export class UserStreamCaps {
  readonly #perTrader = new Map<string, number>();
  readonly #perAddress = new Map<string, number>();

  /** Counts the stream in and answers its release, or the refusal when a cap is full. */
  admit(userId: string, address: string): (() => void) | StreamRefusal {
    if ((this.#perTrader.get(userId) ?? 0) >= MAX_USER_STREAMS_PER_TRADER) {
      return {
        cap: 'trader',
        reason: `Too many streams for this trader: at most ${MAX_USER_STREAMS_PER_TRADER} at once`,
      };
    }
    if ((this.#perAddress.get(address) ?? 0) >= MAX_USER_STREAMS_PER_ADDRESS) {
      return {
        cap: 'address',
        reason: `Too many streams from this address: at most ${MAX_USER_STREAMS_PER_ADDRESS} at once`,
      };
    }
    add(this.#perTrader, userId, 1);
    add(this.#perAddress, address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(this.#perTrader, userId, -1);
      add(this.#perAddress, address, -1);
    };
  }
}

function add(counts: Map<string, number>, key: string, change: number): void {
  const next = (counts.get(key) ?? 0) + change;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
