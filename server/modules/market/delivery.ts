import type { MarketClient } from './hub/client.ts';
import type { Hub } from './hub/hub.ts';
import { initialData } from './protocol.ts';
import type { ResolvedSubscription } from './subscriptions.ts';

/**
 * Adds a subscription's channels to sockets and sends each its initial-data (the snapshot,
 * serialised once for all of them). A socket that already holds every channel of it gets no
 * second snapshot (the app subscribes over the socket and over REST). Returns the sockets that
 * hit their channel limit.
 */
export function subscribeClients(
  hub: Hub,
  clients: readonly MarketClient[],
  subscription: ResolvedSubscription,
): MarketClient[] {
  const holding = new Set(
    clients.filter((client) => subscription.keys.every((key) => client.channels.has(key))),
  );
  const accepted = clients.filter((client) => hub.subscribe(client, subscription.keys));
  const fresh = accepted.filter((client) => !holding.has(client));
  if (fresh.length > 0 && subscription.initial !== undefined) {
    for (const { symbol, data } of subscription.initial()) {
      const payload = initialData(subscription.category, symbol, data);
      for (const client of fresh) hub.send(client, payload);
    }
  } else if (fresh.length > 0) {
    const payload = initialData(subscription.category, subscription.label, subscription.snapshot());
    for (const client of fresh) hub.send(client, payload);
  }
  return clients.filter((client) => !accepted.includes(client));
}

export function unsubscribeClients(
  hub: Hub,
  clients: readonly MarketClient[],
  subscription: ResolvedSubscription,
): void {
  for (const client of clients) hub.unsubscribe(client, subscription.keys);
}
