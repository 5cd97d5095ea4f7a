import { type AnyActorLogic, fromPromise } from 'xstate';

interface Deferred {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/**
 * Stands in for every invoked promise actor: each started invoke waits, keyed by its invoke id,
 * until a path step says `xstate.done.actor.<id>` (resolve) or `xstate.error.actor.<id>` (reject).
 */
export class InvokeController {
  readonly #running = new Map<string, Deferred>();

  /** Promise logic to provide under an actor's name; it settles only when a step says so. */
  logic(): AnyActorLogic {
    return fromPromise<unknown>(
      ({ self, signal }) =>
        new Promise((resolve, reject) => {
          const deferred: Deferred = { resolve, reject };
          this.#running.set(self.id, deferred);
          signal.addEventListener('abort', () => {
            if (this.#running.get(self.id) === deferred) this.#running.delete(self.id);
          });
        }),
    );
  }

  running(): string[] {
    return [...this.#running.keys()].sort();
  }

  resolve(id: string, output: unknown): void {
    this.#take(id).resolve(output);
  }

  reject(id: string, error: unknown): void {
    this.#take(id).reject(error);
  }

  #take(id: string): Deferred {
    const deferred = this.#running.get(id);
    if (!deferred) {
      throw new Error(
        `Invoke "${id}" is not running as a controlled promise (running: ${this.running().join(', ') || 'none'})`,
      );
    }
    this.#running.delete(id);
    return deferred;
  }
}
