import type { MarketClient } from './hub/client.ts';
import type { Hub } from './hub/hub.ts';
import { dataMessage } from './protocol.ts';
import type { ResolvedSubscription } from './subscriptions.ts';

/**
 * Adds a subscription's channels to sockets and sends each its initial-data (the snapshot,
 * serialised once for all of them). Returns the sockets that hit their channel limit.
 */
export function subscribeClients(
  hub: Hub,
  clients: readonly MarketClient[],
  subscription: ResolvedSubscription,
): MarketClient[] {
  const accepted = clients.filter((client) => hub.subscribe(client, subscription.keys));
  if (accepted.length > 0) {
    const payload = dataMessage(
      'initial-data',
      subscription.category,
      subscription.label,
      subscription.snapshot(),
    );
    for (const client of accepted) hub.send(client, payload);
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
