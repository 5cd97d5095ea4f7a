import { useCallback, useSyncExternalStore } from 'react';

/**
 * Hands out turns to render the heavy parts of a list one at a time, each in its own task, so
 * mounting thirteen price cards never blocks the main thread in one long task (Total Blocking
 * Time on a slow phone). Cards come first, one per macrotask; the sparklines' histories (a request
 * and an SVG each) wait for idle time after every card is shown.
 *
 * A turn is forgotten when its component unmounts, so a list shown again mounts progressively
 * again. Not a lifecycle of the app: it only orders rendering work, like the market store's
 * once-per-frame notifications.
 */
export type TurnKind = 'card' | 'sparkline';

interface Request {
  readonly id: string;
  readonly kind: TurnKind;
}

/** A sparkline is drawn at the latest this long after it asked, even on a busy page. */
const IDLE_TIMEOUT_MS = 1_500;

class RenderTurns {
  readonly #granted = new Set<string>();
  readonly #pending: Request[] = [];
  readonly #listeners = new Map<string, () => void>();
  #scheduled = false;

  has = (id: string): boolean => this.#granted.has(id);

  /** Asks for a turn; `listener` runs when it is granted. Returns the release. */
  request(id: string, kind: TurnKind, listener: () => void): () => void {
    this.#listeners.set(id, listener);
    if (!this.#granted.has(id) && !this.#pending.some((r) => r.id === id)) {
      this.#pending.push({ id, kind });
      this.#schedule();
    }
    return () => {
      if (this.#listeners.get(id) !== listener) return;
      this.#listeners.delete(id);
      this.#granted.delete(id);
      const index = this.#pending.findIndex((r) => r.id === id);
      if (index >= 0) this.#pending.splice(index, 1);
    };
  }

  #next(): Request | undefined {
    return this.#pending.find((r) => r.kind === 'card') ?? this.#pending[0];
  }

  #schedule() {
    if (this.#scheduled) return;
    const next = this.#next();
    if (!next) return;
    this.#scheduled = true;
    const run = () => {
      this.#scheduled = false;
      const request = this.#next();
      if (request) {
        this.#pending.splice(this.#pending.indexOf(request), 1);
        this.#granted.add(request.id);
        this.#listeners.get(request.id)?.();
      }
      this.#schedule();
    };
    if (next.kind === 'card' || typeof requestIdleCallback !== 'function') setTimeout(run, 0);
    else requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  }
}

const turns = new RenderTurns();

/** False until this component's turn to render its heavy part (always false on the server). */
export function useRenderTurn(id: string, kind: TurnKind): boolean {
  const subscribe = useCallback(
    (listener: () => void) => turns.request(`${kind}:${id}`, kind, listener),
    [id, kind],
  );
  return useSyncExternalStore(
    subscribe,
    () => turns.has(`${kind}:${id}`),
    () => false,
  );
}
