import { type AnyActorRef, fromCallback } from 'xstate';
import { systemIds } from '../ids.ts';
import type { PageEvent } from './page-route.ts';

interface SessionView {
  matches(state: string): boolean;
  readonly context: { readonly user?: { readonly id: string } | null };
}

/** The signed-in trader's id once the session has settled, `undefined` while it is restored. */
function settledUser(snapshot: SessionView): string | null | undefined {
  if (snapshot.matches('rehydrating')) return undefined;
  return snapshot.matches('authenticated') ? (snapshot.context.user?.id ?? null) : null;
}

/**
 * Tells the root's page region each settled change of the signed-in trader (`page.session`), so
 * the account pages' actors start with the trader's id and restart for another trader. It reads
 * the session actor of the same system: no outside world here.
 */
export const followSession = fromCallback<PageEvent>(({ system, sendBack }) => {
  const session = system.get(systemIds.session) as AnyActorRef | undefined;
  if (!session) return;
  let last: string | null | undefined;
  const tell = (snapshot: SessionView) => {
    const userId = settledUser(snapshot);
    if (userId === undefined || userId === last) return;
    last = userId;
    sendBack({ type: 'page.session', userId });
  };
  tell(session.getSnapshot());
  const subscription = session.subscribe((snapshot: SessionView) => tell(snapshot));
  return () => subscription.unsubscribe();
});
