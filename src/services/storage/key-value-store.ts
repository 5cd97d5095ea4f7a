/** A string store over Web Storage that survives browsers where storage is blocked. */
export interface KeyValueStore {
  /** The stored value, or null when absent or when storage cannot be read. */
  read(key: string): string | null;
  /** Throws when storage refuses the write (quota, private mode): callers decide what that means. */
  write(key: string, value: string): void;
  remove(key: string): void;
}

export function webStorageStore(getStorage: () => Storage): KeyValueStore {
  return {
    read(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    write(key, value) {
      getStorage().setItem(key, value);
    },
    remove(key) {
      try {
        getStorage().removeItem(key);
      } catch {
        // Nothing to remove from a storage that cannot be opened.
      }
    },
  };
}

/** An in-memory store with the same contract, for tests and for non-browser hosts. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  entries(): Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
    entries: () => Object.fromEntries(values),
  };
}
