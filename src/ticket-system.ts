import type { ActorRefFrom } from 'xstate';
import { systemIds } from './machines/ids.ts';
import type { orderTicketMachine } from './machines/trading/order-ticket.machine.ts';
import { ticketMarketMachine } from './machines/trading/ticket-market.machine.ts';
import { bookSeedLogic, marketLogic } from './market-system.ts';
import { createTradingApi, provideOrderTicket } from './services/trading/order-ticket-services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The order ticket joins the root system here (`ticket.attach`), loaded with the signed-in app
 * shell, so the public site never downloads it. Any view opens it by sending `ticket.open` to the
 * system actor `orderTicket`; signing out closes it (the session says so, session-followers.ts).
 */
export const tradingApi = createTradingApi(authServices.http);
const ticketMarket = ticketMarketMachine.provide({
  actors: { topic: marketLogic.topic, bookSeed: bookSeedLogic },
});
rootActor.send({ type: 'ticket.attach', logic: provideOrderTicket(tradingApi, ticketMarket) });
export const ticketActor = child<ActorRefFrom<typeof orderTicketMachine>>(systemIds.orderTicket);
