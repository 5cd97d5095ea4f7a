import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type ConnectionStatus,
  connectionStatus,
} from '../../../machines/sockets/connection-status.ts';
import { marketActor, marketFeed, marketServices } from '../../../market-system.ts';
import type { EntryKind, LiveValue } from '../../../services/market/market-store.ts';
import { type MarketTopic, topicKey } from '../../../services/market/topics.ts';

const store = marketServices.store;

export const useConnectionStatus = (): ConnectionStatus =>
  useSelector(marketActor, connectionStatus);

/**
 * The user id market data is subscribed under (guest or trader); null until it is known. Using it
 * means the page wants market data: the socket connects on the first such page.
 */
export function useMarketUserId(): string | null {
  useEffect(() => marketFeed.activate(), []);
  return useSelector(marketActor, (s) => s.context.userId);
}

export const retryConnection = () => marketActor.send({ type: 'connection.retry' });

export type TopicState =
  | { readonly status: 'waiting' }
  | { readonly status: 'subscribed' }
  | { readonly status: 'failed'; readonly error: string };

/**
 * Watches a topic while the component is mounted and a user id is known (no subscription without
 * one). A refused subscribe comes back as `failed` with the error text; `retry` tries again.
 */
export function useMarketTopic(topic: MarketTopic | null): TopicState & { retry: () => void } {
  const userId = useMarketUserId();
  const [state, setState] = useState<TopicState>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const key = topic ? topicKey(topic) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the topic is identified by its key
  useEffect(() => {
    if (topic === null || userId === null) {
      setState({ status: 'waiting' });
      return;
    }
    let cancelled = false;
    let release: (() => void) | undefined;
    setState({ status: 'waiting' });
    marketFeed.watch(topic).then(
      (stop) => {
        if (cancelled) stop();
        else {
          release = stop;
          setState({ status: 'subscribed' });
        }
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'failed', error: (error as Error).message });
      },
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, [key, userId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

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

/** A clock for labels such as time to expiry, ticking every `ms`. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** Reads the store outside a subscription (sorting, chart seeding). */
export const marketStore = store;
export const marketApi = marketServices.api;
