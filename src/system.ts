import { type ActorRefFrom, createActor } from 'xstate';
import type { sessionMachine } from './machines/auth/session.machine.ts';
import type { chatbotMachine } from './machines/chatbot/chatbot.machine.ts';
import type { currencyMachine } from './machines/currency/currency.machine.ts';
import type { guestMachine } from './machines/guest/guest.machine.ts';
import { systemIds } from './machines/ids.ts';
import type { persistenceMachine } from './machines/persistence/persistence.machine.ts';
import type { marketSocketMachine } from './machines/sockets/market-socket.ts';
import type { themeMachine } from './machines/theme/theme.machine.ts';
import { createAuthServices } from './services/auth.services.ts';
import {
  provideForgotPasswordMachine,
  provideSignupMachine,
} from './services/auth-flows.services.ts';
import { browserAuthPorts } from './services/auth-ports.ts';
import { browserPorts } from './services/browser-ports.ts';
import { browserMarketPorts } from './services/market/browser-market-ports.ts';
import { marketUserId } from './services/market/identity.ts';
import { createMarketServices } from './services/market/market-services.ts';
import { startMarket } from './services/market/start-market.ts';
import { provideRootMachine } from './services/root.services.ts';

/** The one root actor of the app, created at module level so React StrictMode cannot restart it. */
const ports = browserPorts();
const authServices = createAuthServices(ports, browserAuthPorts());
/** Market data: the store outside React, the REST calls and the socket transport. */
export const marketServices = createMarketServices(browserMarketPorts());

export const rootActor = createActor(provideRootMachine(ports, authServices, marketServices), {
  systemId: systemIds.root,
});
rootActor.start();

function child<T>(systemId: string): T {
  const ref = rootActor.system.get(systemId);
  if (!ref) throw new Error(`No actor with systemId "${systemId}" in the root system`);
  return ref as T;
}

export const actors = {
  theme: child<ActorRefFrom<typeof themeMachine>>(systemIds.theme),
  guest: child<ActorRefFrom<typeof guestMachine>>(systemIds.guest),
  currency: child<ActorRefFrom<typeof currencyMachine>>(systemIds.currency),
  persistence: child<ActorRefFrom<typeof persistenceMachine>>(systemIds.persistence),
  session: child<ActorRefFrom<typeof sessionMachine>>(systemIds.session),
  chatbot: child<ActorRefFrom<typeof chatbotMachine>>(systemIds.chatbot),
  market: child<ActorRefFrom<typeof marketSocketMachine>>(systemIds.marketSocket),
};

/**
 * Flow machines with their side effects provided: pages start them (useActorRef) and stop them on
 * unmount. Their initial states invoke nothing, so StrictMode's restart in development is harmless.
 */
export const flows = {
  signup: provideSignupMachine(authServices.api, {
    navigate: authServices.authPorts.navigate,
    clearAuthentication: () => actors.session.send({ type: 'session.logout' }),
  }),
  forgotPassword: provideForgotPasswordMachine(authServices.api, {
    navigate: authServices.authPorts.navigate,
  }),
};

/** Market subscriptions by reference count; the socket actor learns the user id (guest or trader). */
export const marketFeed = startMarket({
  actor: actors.market,
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
  browser: window,
});
