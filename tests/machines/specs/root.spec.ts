import type { AnyActor } from 'xstate';
import { emailChangeMachine } from '../../../src/machines/account/email-change.machine.ts';
import { demoExchangeMachine } from '../../../src/machines/app-config/demo-exchange.machine.ts';
import { newVersionMachine } from '../../../src/machines/app-version/new-version.machine.ts';
import { sessionMachine } from '../../../src/machines/auth/session.machine.ts';
import { stepUpMachine } from '../../../src/machines/auth/step-up.machine.ts';
import { browserSignalsMachine } from '../../../src/machines/browser/browser-signals.machine.ts';
import { chatbotMachine } from '../../../src/machines/chatbot/chatbot.machine.ts';
import { currencyMachine } from '../../../src/machines/currency/currency.machine.ts';
import { firstStepsMachine } from '../../../src/machines/first-steps/first-steps.machine.ts';
import { fundsMachine } from '../../../src/machines/funds/funds.machine.ts';
import { guestMachine } from '../../../src/machines/guest/guest.machine.ts';
import { systemIds } from '../../../src/machines/ids.ts';
import { oauthMachine } from '../../../src/machines/oauth/oauth.machine.ts';
import { pagesMachine } from '../../../src/machines/pages/pages.machine.ts';
import { persistenceMachine } from '../../../src/machines/persistence/persistence.machine.ts';
import { publicFormMachine } from '../../../src/machines/public-form/public-form.machine.ts';
import { rootMachine } from '../../../src/machines/root.machine.ts';
import { fundSocketMachine } from '../../../src/machines/sockets/fund-socket.ts';
import { marketSocketMachine } from '../../../src/machines/sockets/market-socket.ts';
import { themeMachine } from '../../../src/machines/theme/theme.machine.ts';
import { notificationsMachine } from '../../../src/machines/trading/notifications.machine.ts';
import { orderStreamMachine } from '../../../src/machines/trading/order-stream.ts';
import { orderTicketMachine } from '../../../src/machines/trading/order-ticket.machine.ts';
import { positionStreamMachine } from '../../../src/machines/trading/position-stream.ts';
import { positionsMachine } from '../../../src/machines/trading/positions.machine.ts';
import { defineModelSpec, inertMachine, type ModelSpec } from '../harness/index.ts';
import { samples } from './helpers.ts';

const children = [
  'persistence',
  'theme',
  'guest',
  'currency',
  'session',
  'newVersion',
  'browserSignals',
  'pages',
] as const;

/** A child that joins later: its systemId, the root region and its state that attach it, a name. */
type LateChild = readonly [systemId: string, region: string, attachedState: string, name: string];

const lateChildren: readonly LateChild[] = [
  [systemIds.marketSocket, 'market', 'marketAttached', 'the market socket'],
  [systemIds.funds, 'funds', 'fundsAttached', 'the funds actor'],
  [systemIds.fundSocket, 'funds', 'fundsAttached', 'the fund socket'],
  [systemIds.notifications, 'trading', 'tradingAttached', 'the notifications actor'],
  [systemIds.positions, 'trading', 'tradingAttached', 'the positions actor'],
  [systemIds.orderStream, 'trading', 'tradingAttached', 'the order stream'],
  [systemIds.positionStream, 'trading', 'tradingAttached', 'the position stream'],
  [systemIds.oauth, 'oauth', 'oauthAttached', 'the OAuth actor'],
  [systemIds.chatbot, 'chatbot', 'chatbotAttached', 'the chatbot actor'],
  [systemIds.newsletterForm, 'newsletter', 'newsletterAttached', 'the newsletter form'],
  [systemIds.orderTicket, 'ticket', 'ticketAttached', 'the order ticket'],
  [systemIds.firstSteps, 'firstSteps', 'firstStepsAttached', 'the first-steps checklist'],
  [systemIds.emailChange, 'emailChange', 'emailChangeAttached', 'the email change'],
  [systemIds.stepUp, 'stepUp', 'stepUpAttached', 'the step-up dialog'],
];

/** A late child is registered under its systemId exactly while its region is attached. */
function checkLateChild(
  run: { actor: AnyActor },
  systemId: string,
  attached: boolean,
  name: string,
): void {
  const ref = run.actor.system.get(systemId);
  if (attached !== (ref !== undefined)) {
    throw new Error(
      `${name} is ${ref ? '' : 'not '}registered while ${attached ? 'attached' : 'detached'}`,
    );
  }
  if (ref && !Object.values(run.actor.getSnapshot().children).includes(ref)) {
    throw new Error(`${name} is registered but is not a child of root`);
  }
}

export const rootSpec: ModelSpec = defineModelSpec({
  name: 'root',
  machine: rootMachine,
  provide: {
    actors: {
      theme: inertMachine(themeMachine),
      guest: inertMachine(guestMachine),
      currency: inertMachine(currencyMachine),
      persistence: inertMachine(persistenceMachine),
      session: inertMachine(sessionMachine),
      demoExchange: inertMachine(demoExchangeMachine),
      newVersion: inertMachine(newVersionMachine),
      browserSignals: inertMachine(browserSignalsMachine),
      pages: inertMachine(pagesMachine),
    },
  },
  events: {
    ...samples('market.attach', { logic: inertMachine(marketSocketMachine) }),
    ...samples('funds.attach', {
      funds: inertMachine(fundsMachine),
      fundSocket: inertMachine(fundSocketMachine),
    }),
    ...samples('trading.attach', {
      notifications: inertMachine(notificationsMachine),
      positions: inertMachine(positionsMachine),
      orderStream: inertMachine(orderStreamMachine),
      positionStream: inertMachine(positionStreamMachine),
    }),
    ...samples('oauth.attach', { logic: inertMachine(oauthMachine) }),
    ...samples('chatbot.attach', { logic: inertMachine(chatbotMachine) }),
    ...samples('newsletter.attach', {
      logic: inertMachine(publicFormMachine),
      input: { kind: 'newsletter' },
    }),
    ...samples('ticket.attach', { logic: inertMachine(orderTicketMachine) }),
    ...samples('firstSteps.attach', { logic: inertMachine(firstStepsMachine) }),
    ...samples('stepUp.attach', { logic: inertMachine(stepUpMachine) }),
    ...samples('emailChange.attach', { logic: inertMachine(emailChangeMachine) }),
  },
  // Children are actor refs: keep them out of the state identity.
  project: () => null,
  // One two-state region per late child: 2^11 state combinations, eleven events each.
  limit: 25_000,
  check: ({ run }) => {
    const snapshot = run.actor.getSnapshot();
    for (const [systemId, region, attachedState, name] of lateChildren) {
      const attached = snapshot.matches({ running: { [region]: attachedState } });
      checkLateChild(run, systemId, attached, name);
    }
    for (const name of children) {
      const child = run.actor.system.get(systemIds[name]);
      if (!child)
        throw new Error(`root did not register ${name} under systemId ${systemIds[name]}`);
      if (run.actor.getSnapshot().children[systemIds[name]] !== child) {
        throw new Error(`${name} is registered but is not a child of root`);
      }
    }
  },
});
