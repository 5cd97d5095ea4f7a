import { SimulatedClock } from 'xstate';

interface PendingTimer {
  readonly due: number;
  readonly timeout: number;
}

/**
 * A SimulatedClock that knows which timers are pending, so an `xstate.after.<delay>.<state>` step
 * advances exactly to the earliest pending timer of that delay (firing anything due before it, as
 * real time would) instead of guessing how much time is left.
 */
export class TrackingClock extends SimulatedClock {
  readonly #pending = new Map<number, PendingTimer>();

  override setTimeout(fn: () => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.#pending.delete(id);
      fn();
    }, timeout);
    this.#pending.set(id, { due: this.now() + timeout, timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.#pending.delete(id);
    super.clearTimeout(id);
  }

  /** Pending timer lengths in ms, soonest first. */
  pendingTimeouts(): number[] {
    return [...this.#pending.values()].sort((a, b) => a.due - b.due).map((t) => t.timeout);
  }

  /** Advances the clock to the earliest pending timer of exactly `ms`; throws when there is none. */
  fire(ms: number): void {
    const next = [...this.#pending.values()]
      .filter((timer) => timer.timeout === ms)
      .sort((a, b) => a.due - b.due)[0];
    if (!next) {
      throw new Error(
        `No pending ${ms}ms timer to fire (pending: ${this.pendingTimeouts().join(', ') || 'none'})`,
      );
    }
    this.increment(next.due - this.now());
  }
}
