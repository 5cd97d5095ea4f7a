/**
 * Calls `changed` when another tab of this browser writes (or removes: null) one of `keys` in
 * localStorage: the storage event reaches every tab but the one that wrote. Returns how to stop.
 */
export function watchOtherTabs(
  keys: readonly string[],
  changed: (key: string, value: string | null) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key !== null && keys.includes(event.key)) changed(event.key, event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
