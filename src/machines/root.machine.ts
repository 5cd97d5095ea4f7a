import { setup, spawnChild } from 'xstate';
import { currencyMachine } from './currency/currency.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { systemIds } from './ids.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { themeMachine } from './theme/theme.machine.ts';

/**
 * The root system: one long-lived child per app-wide lifecycle, each registered under its systemId.
 * The services layer provides the children's side effects with `rootMachine.provide({ actors })`.
 */
export const rootMachine = setup({
  actors: {
    theme: themeMachine,
    guest: guestMachine,
    currency: currencyMachine,
    persistence: persistenceMachine,
  },
}).createMachine({
  id: 'root',
  description: 'The root system of the app: spawns the long-lived actors under their systemIds.',
  initial: 'running',
  states: {
    running: {
      description: 'The app is running; every long-lived actor is alive.',
      entry: [
        spawnChild('persistence', { id: systemIds.persistence, systemId: systemIds.persistence }),
        spawnChild('theme', { id: systemIds.theme, systemId: systemIds.theme }),
        spawnChild('guest', { id: systemIds.guest, systemId: systemIds.guest }),
        spawnChild('currency', { id: systemIds.currency, systemId: systemIds.currency }),
      ],
    },
  },
});
