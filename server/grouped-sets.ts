/** Adds `value` to the set kept under `key`, making the set on first use. */
export function addToGroup<K, V>(groups: Map<K, Set<V>>, key: K, value: V): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, new Set([value]));
  else group.add(value);
}

/** Removes `value` from the set kept under `key`, dropping the set once it is empty. */
export function removeFromGroup<K, V>(groups: Map<K, Set<V>>, key: K, value: V): void {
  const group = groups.get(key);
  group?.delete(value);
  if (group?.size === 0) groups.delete(key);
}
