import { useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';
import { systemIds } from '../../machines/ids.ts';
import { child, rootActor } from '../../system.ts';

// The pages actor's snapshot changes whenever it spawns or stops a page actor, the root's when a
// late child (the newsletter form) joins.
const subscribeToPages = (onChange: () => void) => {
  const pages = child<AnyActorRef>(systemIds.pages).subscribe(onChange);
  const root = rootActor.subscribe(onChange);
  return () => {
    pages.unsubscribe();
    root.unsubscribe();
  };
};

/**
 * The actor the root runs for the current route under `systemId` (src/routing/*-page-routes.ts),
 * or `undefined` until the root has spawned it (its code still loading, the session not yet
 * settled) and after it has stopped it. Always `undefined` on the server and in the first,
 * hydrating render, so a prerendered page renders the same markup as its HTML.
 */
export function usePageActor<TLogic extends AnyActorLogic>(
  systemId: string,
): ActorRefFrom<TLogic> | undefined {
  return useSyncExternalStore(
    subscribeToPages,
    () => rootActor.system.get(systemId) as AnyActorRef | undefined,
    () => undefined,
  ) as ActorRefFrom<TLogic> | undefined;
}
