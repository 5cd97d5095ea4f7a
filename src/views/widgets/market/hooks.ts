import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import { systemIds } from '../../../machines/ids.ts';
import type { MarketViewMachine } from '../../../machines/market/market-view.machine.ts';
import {
  type ConnectionStatus,
  connectionStatus,
} from '../../../machines/sockets/connection-status.ts';
import { marketActor, marketServices } from '../../../market-system.ts';
import type { MarketLogic } from '../../../services/market/market-logic.ts';
import type { EntryKind, LiveValue } from '../../../services/market/market-store.ts';
import { useAfterHydration } from '../../hooks/use-hydrated.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';

const store = marketServices.store;

/**
 * The socket's state, but 'idle' (what the build prerendered) while the browser hydrates a
 * prerendered page: the page's market actor may start the socket before hydration ends.
 */
export const useConnectionStatus = (): ConnectionStatus =>
  useAfterHydration(useSelector(marketActor, connectionStatus), 'idle');

export const retryConnection = () => marketActor.send({ type: 'connection.retry' });

export type TopicState =
  | { readonly status: 'waiting' }
  | { readonly status: 'subscribed' }
  | { readonly status: 'failed'; readonly error: string };

type TopicActor = ActorRefFrom<MarketLogic['topic']>;

const topicState = (snapshot: SnapshotFrom<MarketLogic['topic']> | undefined): TopicState =>
  snapshot === undefined
    ? { status: 'waiting' }
    : snapshot.matches('failed')
      ? { status: 'failed', error: snapshot.context.error ?? '' }
      : snapshot.matches({ watching: 'subscribed' })
        ? { status: 'subscribed' }
        : { status: 'waiting' };

/** The market page's actor (its widgets, the chart's resolution); undefined until started. */
export const useMarketView = () => usePageActor<MarketViewMachine>(systemIds.marketView);

/**
 * A widget's actor among the market page's children (src/machines/market/market-widgets.ts names
 * the keys); undefined until the root has started the page's actor and it the widget's.
 */
export function useWidget<T extends AnyActorRef>(key: string): T | undefined {
  const view = useMarketView();
  return useSelector(view, (s) => s?.children[key] as T | undefined);
}

/**
 * The page's watch of a market topic (a market-topic actor the market page runs): no
 * subscription without a user id; a refused subscribe comes back as `failed` with the error
 * text; `retry` tries again.
 */
export function useTopicWidget(key: string): TopicState & { retry: () => void } {
  return useTopicOf(useWidget<TopicActor>(key));
}

/** The state of a topic watch (undefined: not started yet) and its retry. */
export function useTopicOf(actor: TopicActor | undefined): TopicState & { retry: () => void } {
  const state = useSelector(actor, topicState, sameTopicState);
  const retry = useCallback(() => actor?.send({ type: 'topic.retry' }), [actor]);
  return { ...state, retry };
}

const sameTopicState = (a: TopicState, b: TopicState) =>
  a.status === b.status && (a.status !== 'failed' || a.error === (b as typeof a).error);

/** One symbol's live value; re-renders at most once per animation frame. */
export function useLiveValue<T>(kind: EntryKind, symbol: string): LiveValue<T> | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.listen(kind, symbol, listener),
    [kind, symbol],
  );
  return useSyncExternalStore(subscribe, () => store.get(kind, symbol)) as LiveValue<T> | undefined;
}

/** The symbols of a group (spot, futures, one option chain), in arrival order. */
export function useGroupMembers(group: string): readonly string[] {
  const subscribe = useCallback(
    (listener: () => void) => store.listenGroup(group, listener),
    [group],
  );
  return useSyncExternalStore(subscribe, () => store.members(group));
}

/** Recent prices of a spot symbol for its sparkline. */
export function useSpotHistory(symbol: string): readonly number[] {
  const subscribe = useCallback(
    (listener: () => void) => store.listen('spot', symbol, listener),
    [symbol],
  );
  return useSyncExternalStore(subscribe, () => store.history(symbol));
}

/** Reads the store outside a subscription (sorting, chart seeding). */
export const marketStore = store;
