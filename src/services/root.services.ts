import { rootMachine } from '../machines/root.machine.ts';
import { provideNewVersionMachine } from './app-version.services.ts';
import type { AuthServices } from './auth.services.ts';
import { provideSessionMachine } from './auth-session.services.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { provideBrowserSignals, windowSignals } from './browser-signals.services.ts';
import { provideCurrencyMachine } from './currency.services.ts';
import { provideDemoExchange } from './demo-exchange.services.ts';
import { provideGuestMachine } from './guest.services.ts';
import { providePersistenceMachine } from './persistence.services.ts';
import { provideThemeMachine } from './theme.services.ts';

/** The root machine with every child's side effects bound to the given ports. */
export const provideRootMachine = (ports: BrowserPorts, auth: AuthServices) =>
  rootMachine.provide({
    actors: {
      theme: provideThemeMachine(ports),
      guest: provideGuestMachine(ports),
      currency: provideCurrencyMachine(ports, auth),
      session: provideSessionMachine(auth),
      persistence: providePersistenceMachine(ports),
      demoExchange: provideDemoExchange(auth.authPorts.fetch),
      browserSignals: provideBrowserSignals(windowSignals),
      newVersion: provideNewVersionMachine(),
    },
  });
