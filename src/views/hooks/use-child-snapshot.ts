import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * The live snapshot of a child actor the parent invokes (undefined while it runs none): the parent's
 * own snapshot does not change when only the child does, so this subscribes to the child itself.
 */
export function useChildSnapshot<T extends AnyActorRef>(
  child: T | undefined,
): SnapshotFrom<T> | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = child?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [child],
  );
  return useSyncExternalStore(subscribe, () => child?.getSnapshot() as SnapshotFrom<T> | undefined);
}
