import type { ConnectionEvent } from '../../machines/sockets/connection-types.ts';
import { MarketFeed } from './market-feed.ts';
import type { MarketServices } from './market-services.ts';

interface Subscribable {
  subscribe(observer: () => void): { unsubscribe(): void };
}

/** The market socket actor as wired here. */
export interface MarketActor extends Subscribable {
  send(event: ConnectionEvent): void;
  getSnapshot(): {
    readonly context: { readonly userId: string | null; readonly attempt: number };
    matches(value: unknown): boolean;
  };
}

export interface MarketWiring {
  readonly actor: MarketActor;
  readonly services: MarketServices;
  /** The user id for market data: the signed-in trader's, else the guest id, else null. */
  readonly identity: { readonly sources: readonly Subscribable[]; read(): string | null };
  readonly setInterval?: (callback: () => void, ms: number) => unknown;
}

const STALE_SWEEP_MS = 1_000;

/**
 * Connects the market socket actor to the rest of the app: the user id (guest or trader) reaches it
 * as `connection.identify`. (Browser online/offline and tab visibility come from the browserSignals
 * actor of the root system, browser-signals.machine.ts.) (When the connection
 * stops being open, the socket machine's own `markStale` action marks the prices stale.)
 */
export function startMarket(wiring: MarketWiring): MarketFeed {
  const { actor, services, identity } = wiring;
  let lastUserId: string | null | undefined;
  const identify = () => {
    const userId = identity.read();
    if (userId === lastUserId) return;
    lastUserId = userId;
    actor.send({ type: 'connection.identify', userId });
  };
  // The socket opens on the first market subscription, not on every page of the public site.
  let active = false;
  const activate = () => {
    if (active) return;
    active = true;
    for (const source of identity.sources) source.subscribe(identify);
    identify();
  };

  (wiring.setInterval ?? setInterval)(() => services.store.sweep(), STALE_SWEEP_MS);

  return new MarketFeed({
    connection: actor,
    api: services.api,
    store: services.store,
    socket: services.socket,
    helloTimeoutMs: services.ports.timeoutMs,
    activate,
  });
}
