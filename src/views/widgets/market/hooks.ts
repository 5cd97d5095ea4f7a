import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  type ConnectionStatus,
  connectionStatus,
} from '../../../machines/sockets/connection-status.ts';
import { marketActor, marketLogic, marketServices } from '../../../market-system.ts';
import type { MarketLogic } from '../../../services/market/market-logic.ts';
import type { EntryKind, LiveValue } from '../../../services/market/market-store.ts';
import type { MarketTopic } from '../../../services/market/topics.ts';

const store = marketServices.store;

export const useConnectionStatus = (): ConnectionStatus =>
  useSelector(marketActor, connectionStatus);

export const retryConnection = () => marketActor.send({ type: 'connection.retry' });

export type TopicState =
  | { readonly status: 'waiting' }
  | { readonly status: 'subscribed' }
  | { readonly status: 'failed'; readonly error: string };

const topicState = (snapshot: SnapshotFrom<MarketLogic['topic']>): TopicState =>
  snapshot.matches('failed')
    ? { status: 'failed', error: snapshot.context.error ?? '' }
    : snapshot.matches({ watching: 'subscribed' })
      ? { status: 'subscribed' }
      : { status: 'waiting' };

/**
 * Watches a topic while the component is mounted (the market-topic machine, which follows the
 * market user id itself): no subscription without a user id; a refused subscribe comes back as `failed` with the error text; `retry` tries
 * again. The topic is fixed for the component's life (key the component to change it). `actor`
 * lets a machine of the widget follow the watch itself.
 */
export function useMarketTopic(
  topic: MarketTopic,
): TopicState & { retry: () => void; actor: ActorRefFrom<MarketLogic['topic']> } {
  const actor = useActorRef(marketLogic.topic, { input: { topic } });
  const state = useSelector(actor, topicState, sameTopicState);
  const retry = useCallback(() => actor.send({ type: 'topic.retry' }), [actor]);
  return { ...state, retry, actor };
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
export { marketLogic };
