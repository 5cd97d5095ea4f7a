import type { ActorRefFrom } from 'xstate';
import { systemIds } from './machines/ids.ts';
import type { marketSocketMachine } from './machines/sockets/market-socket.ts';
import { browserMarketPorts } from './services/market/browser-market-ports.ts';
import { attachDepthStore, provideOrderBookSeed } from './services/market/depth-logic.ts';
import { marketUserId } from './services/market/identity.ts';
import { provideMarketLogic } from './services/market/market-logic.ts';
import { createMarketServices, provideMarketSocket } from './services/market/market-services.ts';
import { startMarket } from './services/market/start-market.ts';
import { actors, authServices, child, rootActor } from './system.ts';

/**
 * Market data, loaded with the first page that shows prices: the store outside React, the REST
 * calls, and the market socket actor, which joins the root system here (`market.attach`).
 */
export const marketServices = createMarketServices(browserMarketPorts(authServices.tokens));

rootActor.send({ type: 'market.attach', logic: provideMarketSocket(marketServices) });
export const marketActor = child<ActorRefFrom<typeof marketSocketMachine>>(systemIds.marketSocket);

/** Market subscriptions by reference count; the socket actor learns the user id (guest or trader). */
export const marketFeed = startMarket({
  actor: marketActor,
  services: marketServices,
  identity: {
    sources: [actors.session, actors.guest],
    read: () => {
      const session = actors.session.getSnapshot();
      return marketUserId({
        restoring: session.matches('rehydrating'),
        signedInUserId: session.context.user?.id ?? null,
        guestId: actors.guest.getSnapshot().context.guestId,
      });
    },
  },
});

/** The order books and trades of the depth widgets, fed by the market socket. */
export const depthStore = attachDepthStore(marketServices.store, (callback) =>
  requestAnimationFrame(callback),
);

/** The order book's REST seed, which follows its book topic's watch. */
export const bookSeedLogic = provideOrderBookSeed(authServices.http, depthStore);

/** The page-level market machines (topics, expiry tabs, candle histories) with their effects. */
export const marketLogic = provideMarketLogic({
  services: marketServices,
  feed: marketFeed,
  connection: marketActor,
  now: () => Date.now(),
  document,
});
