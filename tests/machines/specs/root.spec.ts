import { sessionMachine } from '../../../src/machines/auth/session.machine.ts';
import { chatbotMachine } from '../../../src/machines/chatbot/chatbot.machine.ts';
import { currencyMachine } from '../../../src/machines/currency/currency.machine.ts';
import { fundsMachine } from '../../../src/machines/funds/funds.machine.ts';
import { guestMachine } from '../../../src/machines/guest/guest.machine.ts';
import { systemIds } from '../../../src/machines/ids.ts';
import { persistenceMachine } from '../../../src/machines/persistence/persistence.machine.ts';
import { rootMachine } from '../../../src/machines/root.machine.ts';
import { fundSocketMachine } from '../../../src/machines/sockets/fund-socket.ts';
import { marketSocketMachine } from '../../../src/machines/sockets/market-socket.ts';
import { themeMachine } from '../../../src/machines/theme/theme.machine.ts';
import { defineModelSpec, inertMachine, type ModelSpec } from '../harness/index.ts';

const children = [
  'persistence',
  'theme',
  'guest',
  'currency',
  'session',
  'chatbot',
  'funds',
  'fundSocket',
] as const;

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
      chatbot: inertMachine(chatbotMachine),
      funds: inertMachine(fundsMachine),
      fundSocket: inertMachine(fundSocketMachine),
    },
  },
  events: {
    'market.attach': [{ type: 'market.attach', logic: inertMachine(marketSocketMachine) }],
  },
  // Children are actor refs: keep them out of the state identity.
  project: () => null,
  check: ({ run }) => {
    const marketSocket = run.actor.system.get(systemIds.marketSocket);
    const attached = run.actor.getSnapshot().matches({ running: 'marketAttached' });
    if (attached !== (marketSocket !== undefined)) {
      throw new Error(
        `the market socket is ${marketSocket ? '' : 'not '}registered while ${attached ? 'attached' : 'detached'}`,
      );
    }
    const spawned = Object.values(run.actor.getSnapshot().children);
    if (marketSocket && !spawned.includes(marketSocket)) {
      throw new Error('the market socket is registered but is not a child of root');
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
