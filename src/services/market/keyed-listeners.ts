/** Listeners by key (a symbol, a group): a key is dropped with its last listener. */
export class KeyedListeners {
  readonly #byKey = new Map<string, Set<() => void>>();

  /** Adds `listener` under `key`; returns the unsubscribe (the `useSyncExternalStore` shape). */
  add(key: string, listener: () => void): () => void {
    let set = this.#byKey.get(key);
    if (!set) {
      set = new Set();
      this.#byKey.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#byKey.delete(key);
    };
  }

  /** Calls the listeners of `key`, from a copy so that one may unsubscribe while they run. */
  notify(key: string): void {
    for (const listener of [...(this.#byKey.get(key) ?? [])]) listener();
  }
}
