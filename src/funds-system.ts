import type { ActorRefFrom } from 'xstate';
import type { fundsMachine } from './machines/funds/funds.machine.ts';
import { systemIds } from './machines/ids.ts';
import type { fundSocketMachine } from './machines/sockets/fund-socket.ts';
import {
  browserFundsPorts,
  provideFundSocket,
  provideFunds,
} from './services/funds/funds-services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The funds actor and the fund socket join the root system here (`funds.attach`), loaded with the
 * signed-in app shell, so the public site never downloads them. They follow the session, which
 * tells them by sendTo (session-followers.ts): a trader signing in fetches the funds and opens the
 * fund stream under their id; signing out clears them and closes the stream with 1000.
 */
const ports = browserFundsPorts(authServices.http, authServices.tokens);
export const fundsApi = ports.api;
rootActor.send({
  type: 'funds.attach',
  funds: provideFunds(ports),
  fundSocket: provideFundSocket(ports),
});
export const fundsActor = child<ActorRefFrom<typeof fundsMachine>>(systemIds.funds);
export const fundSocketActor = child<ActorRefFrom<typeof fundSocketMachine>>(systemIds.fundSocket);
