import { type AnyActorLogic, enqueueActions, setup, spawnChild } from 'xstate';
import { sessionMachine } from './auth/session.machine.ts';
import { chatbotMachine } from './chatbot/chatbot.machine.ts';
import { currencyMachine } from './currency/currency.machine.ts';
import { fundsMachine } from './funds/funds.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { systemIds } from './ids.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { fundSocketMachine } from './sockets/fund-socket.ts';
import { themeMachine } from './theme/theme.machine.ts';

/**
 * The market socket joins the system when the first page with market data loads: its logic comes
 * with the event, so the public site never downloads the socket or market code.
 */
export type RootEvent = { readonly type: 'market.attach'; readonly logic: AnyActorLogic };

/**
 * The root system: one long-lived child per app-wide lifecycle, each registered under its systemId.
 * The services layer provides the children's side effects with `rootMachine.provide({ actors })`.
 */
export const rootMachine = setup({
  types: { events: {} as RootEvent },
  actors: {
    theme: themeMachine,
    guest: guestMachine,
    currency: currencyMachine,
    persistence: persistenceMachine,
    session: sessionMachine,
    chatbot: chatbotMachine,
    funds: fundsMachine,
    fundSocket: fundSocketMachine,
  },
  actions: {
    spawnMarketSocket: enqueueActions(({ enqueue, event }) => {
      enqueue.spawnChild(event.logic, { systemId: systemIds.marketSocket });
    }),
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
        // The funds record and its stream: both wait, idle, until the session names a trader.
        spawnChild('funds', { id: systemIds.funds, systemId: systemIds.funds }),
        spawnChild('fundSocket', { id: systemIds.fundSocket, systemId: systemIds.fundSocket }),
      ],
      initial: 'marketDetached',
      states: {
        marketDetached: {
          description:
            'No page with market data has loaded yet: the market socket actor does not exist.',
          on: {
            'market.attach': { target: 'marketAttached', actions: 'spawnMarketSocket' },
          },
        },
        marketAttached: {
          description:
            'The market socket actor is a child under its systemId; it stays idle until it learns the user id.',
        },
      },
    },
  },
});
