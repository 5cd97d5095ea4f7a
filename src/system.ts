import { type ActorRefFrom, createActor } from 'xstate';
import type { sessionMachine } from './machines/auth/session.machine.ts';
import type { currencyMachine } from './machines/currency/currency.machine.ts';
import type { guestMachine } from './machines/guest/guest.machine.ts';
import { systemIds } from './machines/ids.ts';
import { pagesMachine } from './machines/pages/pages.machine.ts';
import type { persistenceMachine } from './machines/persistence/persistence.machine.ts';
import type { themeMachine } from './machines/theme/theme.machine.ts';
import { followBrowserLocation } from './routing/browser-location.ts';
import { loadPageRoute } from './routing/page-routes.ts';
import { createAuthServices } from './services/auth.services.ts';
import { browserAuthPorts } from './services/auth-ports.ts';
import { browserPorts } from './services/browser-ports.ts';
import { provideRootMachine } from './services/root.services.ts';

/** The one root actor of the app, created at module level so React StrictMode cannot restart it. */
const ports = browserPorts();
/** The HTTP client and auth calls; also used by the sign-up and password flows (`flows.ts`). */
export const authServices = createAuthServices(ports, browserAuthPorts());
// The root's pages actor follows the browser's location and runs each route's page actors.
const rootLogic = provideRootMachine(ports, authServices).provide({
  actors: {
    pages: pagesMachine.provide({
      actors: { followLocation: followBrowserLocation, loadPageRoute },
    }),
  },
});
export const rootActor = createActor(rootLogic, { systemId: systemIds.root });
rootActor.start();

export function child<T>(systemId: string): T {
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
};

// A call refused with 401 asks the session for a new token: it refreshes once for all of them.
authServices.renewal.attach(actors.session);
