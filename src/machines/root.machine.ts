import { type AnyActorLogic, enqueueActions, setup, spawnChild } from 'xstate';
import { demoExchangeMachine } from './app-config/demo-exchange.machine.ts';
import { newVersionMachine } from './app-version/new-version.machine.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { browserSignalsMachine } from './browser/browser-signals.machine.ts';
import { currencyMachine } from './currency/currency.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { systemIds } from './ids.ts';
import { pagesMachine } from './pages/pages.machine.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { themeMachine } from './theme/theme.machine.ts';

/**
 * Actors that join the system later bring their logic with the event: the market socket when the
 * first page with market data loads, the funds record and its stream when the signed-in app shell
 * loads, the Google sign-in when its callback page loads, the help chat when it first opens, the
 * order ticket and the step-up dialog with the signed-in app shell, the email change with
 * /settings. So the public site never downloads the socket, market, funds, OAuth, chat, ticket,
 * step-up or email-change code.
 */
export type RootEvent =
  | { readonly type: 'market.attach'; readonly logic: AnyActorLogic }
  | {
      readonly type: 'funds.attach';
      readonly funds: AnyActorLogic;
      readonly fundSocket: AnyActorLogic;
    }
  | {
      readonly type: 'trading.attach';
      readonly notifications: AnyActorLogic;
      readonly positions: AnyActorLogic;
      readonly orderStream: AnyActorLogic;
      readonly positionStream: AnyActorLogic;
    }
  | { readonly type: 'oauth.attach'; readonly logic: AnyActorLogic }
  | { readonly type: 'chatbot.attach'; readonly logic: AnyActorLogic }
  | { readonly type: 'newsletter.attach'; readonly logic: AnyActorLogic; readonly input: unknown }
  | { readonly type: 'ticket.attach'; readonly logic: AnyActorLogic }
  | { readonly type: 'firstSteps.attach'; readonly logic: AnyActorLogic }
  | { readonly type: 'emailChange.attach'; readonly logic: AnyActorLogic }
  | { readonly type: 'stepUp.attach'; readonly logic: AnyActorLogic };

/**
 * Spawn options of a child whose logic comes with an event. XState's types allow no `id` for such
 * logic, but without one every such child lands under the key "undefined" of `children`, so the
 * second replaces the first there: each gets its systemId as id.
 */
const lateChild = (systemId: string) => ({ id: systemId, systemId }) as { systemId: string };

/** Tells the session a child joined late, so it sends that child the current trader. */
const followerJoined = (systemId: string) => ({ type: 'session.followerJoined', systemId });
const tradingIds = [
  systemIds.notifications,
  systemIds.positions,
  systemIds.orderStream,
  systemIds.positionStream,
];
const fundsIds = [systemIds.funds, systemIds.fundSocket];

/**
 * The root system: one long-lived child per app-wide lifecycle, each registered under its systemId.
 * The services layer provides the children's side effects with `rootMachine.provide({ actors })`.
 * The `pages` child (pages/pages.machine.ts) follows the location and runs each route's page and
 * flow actors while the route is current.
 */
export const rootMachine = setup({
  types: { events: {} as RootEvent },
  actors: {
    theme: themeMachine,
    guest: guestMachine,
    currency: currencyMachine,
    persistence: persistenceMachine,
    session: sessionMachine,
    demoExchange: demoExchangeMachine,
    newVersion: newVersionMachine,
    browserSignals: browserSignalsMachine,
    pages: pagesMachine,
  },
  actions: {
    // Each attach is a one-time transition; the check on the system also keeps a second root
    // snapshot over the same system (the path planner's) from registering a systemId twice.
    // One logic per event (market socket, Google sign-in, help chat), spawned under the systemId.
    spawnLateChild: enqueueActions(({ enqueue, event, system }, params: { systemId: string }) => {
      if (!('logic' in event) || system.get(params.systemId)) return;
      enqueue.spawnChild(event.logic, {
        ...lateChild(params.systemId),
        ...('input' in event ? { input: event.input } : {}),
      });
      // A late child that follows the session learns the current trader from it.
      const session = system.get(systemIds.session);
      if (session) enqueue.sendTo(session, followerJoined(params.systemId));
    }),
    // The stores before the sockets that feed them.
    spawnTrading: enqueueActions(({ enqueue, event, system }) => {
      if (event.type !== 'trading.attach' || system.get(systemIds.notifications)) return;
      enqueue.spawnChild(event.notifications, lateChild(systemIds.notifications));
      enqueue.spawnChild(event.positions, lateChild(systemIds.positions));
      enqueue.spawnChild(event.orderStream, lateChild(systemIds.orderStream));
      enqueue.spawnChild(event.positionStream, lateChild(systemIds.positionStream));
      const session = system.get(systemIds.session);
      for (const id of tradingIds) if (session) enqueue.sendTo(session, followerJoined(id));
    }),
    spawnFunds: enqueueActions(({ enqueue, event, system }) => {
      if (event.type !== 'funds.attach' || system.get(systemIds.funds)) return;
      enqueue.spawnChild(event.funds, lateChild(systemIds.funds));
      enqueue.spawnChild(event.fundSocket, lateChild(systemIds.fundSocket));
      const session = system.get(systemIds.session);
      for (const id of fundsIds) if (session) enqueue.sendTo(session, followerJoined(id));
    }),
  },
}).createMachine({
  id: 'root',
  description: 'The root system of the app: spawns the long-lived actors under their systemIds.',
  initial: 'running',
  states: {
    running: {
      description:
        'The app is running; the app-wide actors are alive, the market, funds, OAuth and chat actors join once each.',
      entry: [
        spawnChild('persistence', { id: systemIds.persistence, systemId: systemIds.persistence }),
        spawnChild('theme', { id: systemIds.theme, systemId: systemIds.theme }),
        spawnChild('guest', { id: systemIds.guest, systemId: systemIds.guest }),
        spawnChild('currency', { id: systemIds.currency, systemId: systemIds.currency }),
        // After persistence, guest and currency: the session tells them when a trader signs in or out.
        spawnChild('session', { id: systemIds.session, systemId: systemIds.session }),
        spawnChild('demoExchange', {
          id: systemIds.demoExchange,
          systemId: systemIds.demoExchange,
        }),
        spawnChild('newVersion', { id: systemIds.newVersion, systemId: systemIds.newVersion }),
        // Online, offline and tab visibility, listened to once and forwarded to the sockets.
        spawnChild('browserSignals', {
          id: systemIds.browserSignals,
          systemId: systemIds.browserSignals,
        }),
        // Last: the page actors it runs may look up any app-wide actor on start.
        spawnChild('pages', { id: systemIds.pages, systemId: systemIds.pages }),
      ],
      type: 'parallel',
      states: {
        market: {
          description: 'The market socket joins once; a second attach finds no transition.',
          initial: 'marketDetached',
          states: {
            marketDetached: {
              description:
                'No page with market data has loaded yet: the market socket actor does not exist.',
              on: {
                'market.attach': {
                  target: 'marketAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.marketSocket } },
                },
              },
            },
            marketAttached: {
              description:
                'The market socket actor is a child under its systemId; it stays idle until it learns the user id.',
            },
          },
        },
        funds: {
          description:
            'The funds actor and the fund socket join once; a second attach finds no transition.',
          initial: 'fundsDetached',
          states: {
            fundsDetached: {
              description:
                'The signed-in app shell has not loaded yet: the funds and fund socket actors do not exist.',
              on: {
                'funds.attach': { target: 'fundsAttached', actions: 'spawnFunds' },
              },
            },
            fundsAttached: {
              description:
                'The funds actor and the fund socket are children under their systemIds; both follow the session.',
            },
          },
        },
        trading: {
          description:
            'The notifications, the positions and the order and position streams join once; a second attach finds no transition.',
          initial: 'tradingDetached',
          states: {
            tradingDetached: {
              description:
                'The signed-in app shell has not loaded yet: the trading actors do not exist.',
              on: {
                'trading.attach': { target: 'tradingAttached', actions: 'spawnTrading' },
              },
            },
            tradingAttached: {
              description:
                'The notifications, positions, order stream and position stream are children under their systemIds; they follow the session.',
            },
          },
        },
        oauth: {
          description: 'The Google sign-in joins once; a second attach finds no transition.',
          initial: 'oauthDetached',
          states: {
            oauthDetached: {
              description:
                'The Google callback page has not loaded yet: the OAuth actor does not exist.',
              on: {
                'oauth.attach': {
                  target: 'oauthAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.oauth } },
                },
              },
            },
            oauthAttached: {
              description:
                'The OAuth actor is a child under its systemId (after the session, to which it hands a Google sign-in).',
            },
          },
        },
        chatbot: {
          description: 'The help chat joins once; a second attach finds no transition.',
          initial: 'chatbotDetached',
          states: {
            chatbotDetached: {
              description:
                'Nobody has opened the help chat yet: the launcher shows, the chatbot actor does not exist.',
              on: {
                'chatbot.attach': {
                  target: 'chatbotAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.chatbot } },
                },
              },
            },
            chatbotAttached: {
              description:
                'The chatbot actor is a child under its systemId; it keeps the conversation while the app runs.',
            },
          },
        },
        newsletter: {
          description:
            'The footer’s newsletter form joins once; a second attach finds no transition.',
          initial: 'newsletterDetached',
          states: {
            newsletterDetached: {
              description:
                'No public page has shown its footer’s newsletter form yet: its actor does not exist.',
              on: {
                'newsletter.attach': {
                  target: 'newsletterAttached',
                  actions: {
                    type: 'spawnLateChild',
                    params: { systemId: systemIds.newsletterForm },
                  },
                },
              },
            },
            newsletterAttached: {
              description:
                'The newsletter form’s actor is a child under its systemId; it keeps its answer while the app runs.',
            },
          },
        },
        ticket: {
          description: 'The order ticket joins once; a second attach finds no transition.',
          initial: 'ticketDetached',
          states: {
            ticketDetached: {
              description:
                'The signed-in app shell has not loaded yet: the order ticket actor does not exist.',
              on: {
                'ticket.attach': {
                  target: 'ticketAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.orderTicket } },
                },
              },
            },
            ticketAttached: {
              description:
                'The order ticket is a child under its systemId; any view opens it with ticket.open.',
            },
          },
        },
        firstSteps: {
          description: 'The first-steps checklist joins once; a second attach finds no transition.',
          initial: 'firstStepsDetached',
          states: {
            firstStepsDetached: {
              description:
                'The dashboard has not loaded yet: the first-steps checklist actor does not exist.',
              on: {
                'firstSteps.attach': {
                  target: 'firstStepsAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.firstSteps } },
                },
              },
            },
            firstStepsAttached: {
              description:
                'The first-steps checklist is a child under its systemId; it follows the session.',
            },
          },
        },
        emailChange: {
          description: 'The email change joins once; a second attach finds no transition.',
          initial: 'emailChangeDetached',
          states: {
            emailChangeDetached: {
              description: '/settings has not loaded yet: the email change actor does not exist.',
              on: {
                'emailChange.attach': {
                  target: 'emailChangeAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.emailChange } },
                },
              },
            },
            emailChangeAttached: {
              description:
                'The email change is a child under its systemId; the session resets it at each sign-in and sign-out.',
            },
          },
        },
        stepUp: {
          description: 'The step-up dialog joins once; a second attach finds no transition.',
          initial: 'stepUpDetached',
          states: {
            stepUpDetached: {
              description:
                'The signed-in app shell has not loaded yet: the step-up actor does not exist, and a call refused for want of a step-up is not retried.',
              on: {
                'stepUp.attach': {
                  target: 'stepUpAttached',
                  actions: { type: 'spawnLateChild', params: { systemId: systemIds.stepUp } },
                },
              },
            },
            stepUpAttached: {
              description:
                'The step-up dialog’s actor is a child under its systemId; the HTTP client asks it when a call needs a step-up.',
            },
          },
        },
      },
    },
  },
});
