import { setup, spawnChild } from 'xstate';
import { sessionMachine } from './auth/session.machine.ts';
import { chatbotMachine } from './chatbot/chatbot.machine.ts';
import { currencyMachine } from './currency/currency.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { systemIds } from './ids.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { marketSocketMachine } from './sockets/market-socket.ts';
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
    session: sessionMachine,
    chatbot: chatbotMachine,
    marketSocket: marketSocketMachine,
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
        // After persistence, guest and currency: the session tells them when a trader signs in or out.
        spawnChild('session', { id: systemIds.session, systemId: systemIds.session }),
        spawnChild('chatbot', { id: systemIds.chatbot, systemId: systemIds.chatbot }),
        // Idle until the app tells it the user id (guest or trader) with connection.identify.
        spawnChild('marketSocket', {
          id: systemIds.marketSocket,
          systemId: systemIds.marketSocket,
        }),
      ],
    },
  },
});
